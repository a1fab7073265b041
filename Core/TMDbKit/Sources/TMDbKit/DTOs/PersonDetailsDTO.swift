/// The body of `GET /person/{id}`, exactly as TMDb sends it. Everything but `id` and
/// `name` is optional and decodes leniently (absent, `null` or wrong type give `nil`; a
/// malformed `also_known_as` entry is dropped).
public struct PersonDetailsDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    /// Other names, often in other scripts (`Брэд Питт`); `null` or absent for many people.
    public let alsoKnownAs: [String]?
    /// Often `""`.
    public let biography: String?
    /// `YYYY-MM-DD`, or `null`/`""` when unknown; parse with ``TMDbDate/parse(_:)``.
    public let birthday: String?
    /// `YYYY-MM-DD`; `null` while the person lives (or when unknown).
    public let deathday: String?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary; other values may come.
    public let gender: Int?
    /// Usually `null`.
    public let homepage: String?
    public let id: Int
    public let imdbID: String?
    /// e.g. `Acting`, `Directing`, `Writing`.
    public let knownForDepartment: String?
    public let name: String
    /// Free text, e.g. `Shawnee, Oklahoma, USA`; may be `""` or `null`.
    public let placeOfBirth: String?
    public let popularity: Double?
    public let profilePath: String?

    enum CodingKeys: String, CodingKey {
        case adult
        case alsoKnownAs = "also_known_as"
        case biography
        case birthday
        case deathday
        case gender
        case homepage
        case id
        case imdbID = "imdb_id"
        case knownForDepartment = "known_for_department"
        case name
        case placeOfBirth = "place_of_birth"
        case popularity
        case profilePath = "profile_path"
    }

    public init(
        adult: Bool? = nil,
        alsoKnownAs: [String]? = nil,
        biography: String? = nil,
        birthday: String? = nil,
        deathday: String? = nil,
        gender: Int? = nil,
        homepage: String? = nil,
        id: Int,
        imdbID: String? = nil,
        knownForDepartment: String? = nil,
        name: String,
        placeOfBirth: String? = nil,
        popularity: Double? = nil,
        profilePath: String? = nil
    ) {
        self.adult = adult
        self.alsoKnownAs = alsoKnownAs
        self.biography = biography
        self.birthday = birthday
        self.deathday = deathday
        self.gender = gender
        self.homepage = homepage
        self.id = id
        self.imdbID = imdbID
        self.knownForDepartment = knownForDepartment
        self.name = name
        self.placeOfBirth = placeOfBirth
        self.popularity = popularity
        self.profilePath = profilePath
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        adult = container.decodeLossy(Bool.self, forKey: .adult)
        alsoKnownAs = container.decodeLossyArray(String.self, forKey: .alsoKnownAs)
        biography = container.decodeLossy(String.self, forKey: .biography)
        birthday = container.decodeLossy(String.self, forKey: .birthday)
        deathday = container.decodeLossy(String.self, forKey: .deathday)
        gender = container.decodeLossy(Int.self, forKey: .gender)
        homepage = container.decodeLossy(String.self, forKey: .homepage)
        id = try container.decode(Int.self, forKey: .id)
        imdbID = container.decodeLossy(String.self, forKey: .imdbID)
        knownForDepartment = container.decodeLossy(String.self, forKey: .knownForDepartment)
        name = try container.decode(String.self, forKey: .name)
        placeOfBirth = container.decodeLossy(String.self, forKey: .placeOfBirth)
        popularity = container.decodeLossy(Double.self, forKey: .popularity)
        profilePath = container.decodeLossy(String.self, forKey: .profilePath)
    }
}
