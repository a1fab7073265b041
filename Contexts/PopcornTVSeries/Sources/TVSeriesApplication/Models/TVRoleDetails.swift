import Foundation

/// One character a cast member played in a series, and in how many episodes.
public struct TVRoleDetails: Identifiable, Codable, Equatable, Sendable {
    public let creditID: String
    public let character: String
    public let episodeCount: Int

    /// The credit id, unique per role.
    public var id: String { creditID }

    public init(creditID: String, character: String, episodeCount: Int) {
        self.creditID = creditID
        self.character = character
        self.episodeCount = episodeCount
    }
}
