/// One actor across a whole series, from the `cast` array of `/tv/{id}/aggregate_credits`:
/// the person once, with every character they played and in how many episodes.
public struct AggregateCastMemberDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    /// The person's id.
    public let id: Int
    public let knownForDepartment: String?
    public let name: String
    public let originalName: String?
    public let popularity: Double?
    public let profilePath: String?
    /// Missing or `null` decodes as `[]`; a malformed role is dropped.
    public let roles: [TVRoleDTO]
    public let totalEpisodeCount: Int?
    /// Billing order, 0 first.
    public let order: Int?

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
        roles = container.decodeLossyArrayOrEmpty(TVRoleDTO.self, forKey: .roles)
        totalEpisodeCount = container.decodeLossy(Int.self, forKey: .totalEpisodeCount)
        order = container.decodeLossy(Int.self, forKey: .order)
    }
}
