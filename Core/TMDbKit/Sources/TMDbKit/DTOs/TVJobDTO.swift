/// One job a person did on a series, from `jobs` in `/tv/{id}/aggregate_credits`.
public struct TVJobDTO: Codable, Equatable, Sendable {
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    /// e.g. `Director`.
    @Lossy public private(set) var job: String?
    /// How many episodes the person did this job on.
    @Lossy public private(set) var episodeCount: Int?

    enum CodingKeys: String, CodingKey {
        case creditID = "credit_id"
        case job
        case episodeCount = "episode_count"
    }

    public init(creditID: String, job: String? = nil, episodeCount: Int? = nil) {
        self.creditID = creditID
        self.job = job
        self.episodeCount = episodeCount
    }
}
