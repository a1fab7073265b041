import CoreDomain
import Foundation

/// Gives the application layer any TV series it asks for, wherever it comes from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol TVSeriesRepository: Sendable {
    /// The series with a TMDb id, with its season summaries.
    func tvSeries(withID id: TVSeries.ID) async throws(DataAccessError) -> TVSeries
}
