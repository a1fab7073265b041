import Foundation

/// One side's rating of a title, and when it last changed: `halves` 1 to 20 (0.5 to 10), or `nil`
/// when the rating was taken back. The time decides between two sides that both changed it.
public struct RatingMark: Hashable, Sendable {
    public let halves: Int?
    /// When given or taken back; `nil` when that side does not say.
    public let changedAt: Date?

    public init(halves: Int?, changedAt: Date?) {
        self.halves = halves
        self.changedAt = changedAt
    }
}
