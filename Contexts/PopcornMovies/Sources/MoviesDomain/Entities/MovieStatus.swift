import Foundation

/// Where a movie is in its life, from rumour to release.
///
/// Raw values are what the cache stores; statuses TMDb adds later map to ``unknown``.
public enum MovieStatus: String, Equatable, Sendable, CaseIterable {
    case rumoured
    case planned
    case inProduction
    case postProduction
    case released
    case cancelled
    case unknown
}
