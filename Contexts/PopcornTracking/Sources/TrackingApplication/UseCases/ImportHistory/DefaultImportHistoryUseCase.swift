import Foundation
import TrackingDomain

/// Parses the whole file first (a watch may not be after today where the person is), then imports
/// through the repository in one transaction.
struct DefaultImportHistoryUseCase: ImportHistoryUseCase {
    private let repository: any TrackingRepository
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone

    init(repository: some TrackingRepository, now: @escaping @Sendable () -> Date, timeZone: TimeZone) {
        self.repository = repository
        self.now = now
        self.timeZone = timeZone
    }

    func execute(_ text: String) async throws(TrackingError) -> HistoryImportReport {
        let contents = try HistoryImportParser(today: WatchDay(now(), in: timeZone)).contents(of: text)
        let result: HistoryImportResult
        do {
            result = try await repository.importHistory(contents.watches, ratings: contents.ratings)
        } catch {
            throw TrackingError(storage: error)
        }
        return HistoryImportReport(
            addedWatches: result.addedWatches, existingWatches: result.existingWatches, setRatings: result.setRatings,
            keptRatings: result.keptRatings)
    }
}
