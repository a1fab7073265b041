import Foundation

/// One character a cast member played in a series, and in how many episodes.
public struct TVRole: Identifiable, Equatable, Sendable {
    public let creditID: String
    public let character: String
    public let episodeCount: Int

    public var id: String { creditID }

    public init(creditID: String, character: String, episodeCount: Int) {
        self.creditID = creditID
        self.character = character
        self.episodeCount = episodeCount
    }
}
