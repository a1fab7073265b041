import Foundation

/// The kind of a movie's release in one country, as TMDb numbers them; the certification a reader
/// sees comes from the theatrical ones first.
///
/// Raw values are TMDb's numbers (and what the cache stores); a number TMDb adds later reads as
/// ``unknown``.
public enum MovieReleaseType: Int, Equatable, Sendable, CaseIterable {
    case unknown = 0
    case premiere = 1
    case theatricalLimited = 2
    case theatrical = 3
    case digital = 4
    case physical = 5
    case tv = 6
}
