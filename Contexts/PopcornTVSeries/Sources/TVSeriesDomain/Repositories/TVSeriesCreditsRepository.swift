import CoreDomain
import Foundation

/// Gives the application layer a series' cast and crew, plain or aggregated over every episode.
public protocol TVSeriesCreditsRepository: Sendable {
    /// The series' current cast and crew.
    func credits(forTVSeries tvSeriesID: TVSeries.ID) async throws(DataAccessError) -> Credits

    /// Everyone who ever appeared in or worked on the series, with roles, jobs and episode counts.
    func aggregateCredits(forTVSeries tvSeriesID: TVSeries.ID) async throws(DataAccessError) -> AggregateCredits
}
