/// The body of `GET /person/{id}`, exactly as TMDb sends it. Everything but `id` and
/// `name` is optional and decodes leniently (absent, `null` or wrong type give `nil`; a
/// malformed `also_known_as` entry is dropped).
public struct PersonDetailsDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    /// Other names, often in other scripts (`Брэд Питт`); `null` or absent for many people.
    @LossyArray public private(set) var alsoKnownAs: [String]?
    /// Often `""`.
    @Lossy public private(set) var biography: String?
    /// `YYYY-MM-DD`, or `null`/`""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var birthday: String?
    /// `YYYY-MM-DD`; `null` while the person lives (or when unknown).
    @Lossy public private(set) var deathday: String?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary; other values may come.
    @Lossy public private(set) var gender: Int?
    /// Usually `null`.
    @Lossy public private(set) var homepage: String?
    public let id: Int
    @Lossy public private(set) var imdbID: String?
    /// e.g. `Acting`, `Directing`, `Writing`.
    @Lossy public private(set) var knownForDepartment: String?
    public let name: String
    /// Free text, e.g. `Shawnee, Oklahoma, USA`; may be `""` or `null`.
    @Lossy public private(set) var placeOfBirth: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var profilePath: String?

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
}
