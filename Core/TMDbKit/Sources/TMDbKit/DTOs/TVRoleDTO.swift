/// One character an actor played in a series, from `roles` in `/tv/{id}/aggregate_credits`.
public struct TVRoleDTO: Codable, Equatable, Sendable {
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    public let character: String?
    /// How many episodes the actor played this character in.
    public let episodeCount: Int?

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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        creditID = try container.decode(String.self, forKey: .creditID)
        character = container.decodeLossy(String.self, forKey: .character)
        episodeCount = container.decodeLossy(Int.self, forKey: .episodeCount)
    }
}
