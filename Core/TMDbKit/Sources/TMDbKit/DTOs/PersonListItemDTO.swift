/// A person as they appear in `/person/popular` and `/search/person` results (`results[]`):
/// a summary with up to three titles they are known for.
public struct PersonListItemDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary; other values may come.
    public let gender: Int?
    public let id: Int
    /// e.g. `Acting`, `Directing`, `Writing`.
    public let knownForDepartment: String?
    public let name: String
    public let originalName: String?
    public let popularity: Double?
    public let profilePath: String?
    /// Movies and series mixed; a malformed title is dropped.
    public let knownFor: [PersonKnownForDTO]?

    enum CodingKeys: String, CodingKey {
        case adult
        case gender
        case id
        case knownForDepartment = "known_for_department"
        case name
        case originalName = "original_name"
        case popularity
        case profilePath = "profile_path"
        case knownFor = "known_for"
    }

    public init(
        adult: Bool? = nil,
        gender: Int? = nil,
        id: Int,
        knownForDepartment: String? = nil,
        name: String,
        originalName: String? = nil,
        popularity: Double? = nil,
        profilePath: String? = nil,
        knownFor: [PersonKnownForDTO]? = nil
    ) {
        self.adult = adult
        self.gender = gender
        self.id = id
        self.knownForDepartment = knownForDepartment
        self.name = name
        self.originalName = originalName
        self.popularity = popularity
        self.profilePath = profilePath
        self.knownFor = knownFor
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        adult = container.decodeLossy(Bool.self, forKey: .adult)
        gender = container.decodeLossy(Int.self, forKey: .gender)
        id = try container.decode(Int.self, forKey: .id)
        knownForDepartment = container.decodeLossy(String.self, forKey: .knownForDepartment)
        name = try container.decode(String.self, forKey: .name)
        originalName = container.decodeLossy(String.self, forKey: .originalName)
        popularity = container.decodeLossy(Double.self, forKey: .popularity)
        profilePath = container.decodeLossy(String.self, forKey: .profilePath)
        knownFor = container.decodeLossyArray(PersonKnownForDTO.self, forKey: .knownFor)
    }
}
