/// A person as they appear in `/person/popular` and `/search/person` results (`results[]`):
/// a summary with up to three titles they are known for.
public struct PersonListItemDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary; other values may come.
    @Lossy public private(set) var gender: Int?
    public let id: Int
    /// e.g. `Acting`, `Directing`, `Writing`.
    @Lossy public private(set) var knownForDepartment: String?
    public let name: String
    @Lossy public private(set) var originalName: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var profilePath: String?
    /// Movies and series mixed; a malformed title is dropped.
    @LossyArray public private(set) var knownFor: [PersonKnownForDTO]?

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
}
