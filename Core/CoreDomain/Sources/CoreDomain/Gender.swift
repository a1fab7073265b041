import Foundation

/// A person's gender as TMDb reports it, shared by every context that lists people.
///
/// TMDb sends an integer; values it adds later fall back to ``unknown`` instead of failing.
public enum Gender: Int, Codable, Equatable, Sendable, CaseIterable {
    case unknown = 0
    case female = 1
    case male = 2
    case other = 3

    /// Creates a gender from TMDb's integer, falling back to ``unknown`` for values it does not know.
    public init(tmdbValue: Int?) {
        self = tmdbValue.flatMap(Gender.init(rawValue:)) ?? .unknown
    }
}
