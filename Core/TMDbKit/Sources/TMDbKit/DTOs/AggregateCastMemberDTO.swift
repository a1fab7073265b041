/// One actor across a whole series, from the `cast` array of `/tv/{id}/aggregate_credits`:
/// the person once, with every character they played and in how many episodes.
public struct AggregateCastMemberDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary.
    @Lossy public private(set) var gender: Int?
    /// The person's id.
    public let id: Int
    @Lossy public private(set) var knownForDepartment: String?
    public let name: String
    @Lossy public private(set) var originalName: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var profilePath: String?
    /// Missing or `null` decodes as `[]`; a malformed role is dropped.
    @LossyArrayOrEmpty public private(set) var roles: [TVRoleDTO]
    @Lossy public private(set) var totalEpisodeCount: Int?
    /// Billing order, 0 first.
    @Lossy public private(set) var order: Int?

    enum CodingKeys: String, CodingKey {
        case adult
        case gender
        case id
        case knownForDepartment = "known_for_department"
        case name
        case originalName = "original_name"
        case popularity
        case profilePath = "profile_path"
        case roles
        case totalEpisodeCount = "total_episode_count"
        case order
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
        roles: [TVRoleDTO] = [],
        totalEpisodeCount: Int? = nil,
        order: Int? = nil
    ) {
        self.adult = adult
        self.gender = gender
        self.id = id
        self.knownForDepartment = knownForDepartment
        self.name = name
        self.originalName = originalName
        self.popularity = popularity
        self.profilePath = profilePath
        self.roles = roles
        self.totalEpisodeCount = totalEpisodeCount
        self.order = order
    }
}
