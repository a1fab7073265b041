import Foundation

/// Whether a person's credit is for a movie or a TV series.
///
/// Raw values are what the cache stores; media types TMDb adds later map to ``unknown``.
public enum PersonCreditMediaType: String, Equatable, Sendable, CaseIterable {
    case movie
    case tvSeries
    case unknown
}
