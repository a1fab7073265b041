import Foundation

/// The series lists TMDb curates.
public enum TVSeriesListKind: String, Equatable, Sendable, CaseIterable {
    case popular
    case topRated
    case onTheAir
    case airingToday
}
