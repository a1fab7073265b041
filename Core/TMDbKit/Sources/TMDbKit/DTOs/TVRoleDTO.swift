/// One character an actor played in a series, from `roles` in `/tv/{id}/aggregate_credits`.
public struct TVRoleDTO: Codable, Equatable, Sendable {
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    @Lossy public private(set) var character: String?
    /// How many episodes the actor played this character in.
    @Lossy public private(set) var episodeCount: Int?

    enum CodingKeys: String, CodingKey {
        case creditID = "credit_id"
        case character
        case episodeCount = "episode_count"
    }

    public init(creditID: String, character: String? = nil, episodeCount: Int? = nil) {
        self.creditID = creditID
        self.character = character
        self.episodeCount = episodeCount
    }
}
