import Foundation

/// One job a crew member held on a series, and in how many episodes.
public struct TVJobDetails: Identifiable, Codable, Equatable, Sendable {
    public let creditID: String
    public let job: String
    public let episodeCount: Int

    /// The credit id, unique per job.
    public var id: String { creditID }

    public init(creditID: String, job: String, episodeCount: Int) {
        self.creditID = creditID
        self.job = job
        self.episodeCount = episodeCount
    }
}
