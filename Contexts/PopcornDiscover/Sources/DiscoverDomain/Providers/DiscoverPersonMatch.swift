import Foundation

/// What a person's name comes to: one clear person, several to choose from, or nobody.
public enum DiscoverPersonMatch: Equatable, Sendable {
    case match(id: Int)
    /// The people the name may mean, most likely first.
    case ambiguous([DiscoverPersonCandidate])
    case noMatch
}
