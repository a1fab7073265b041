import Foundation
import TrackingDomain

/// Checks the day and the items, then logs them through the repository in one transaction.
struct DefaultLogWatchesUseCase: LogWatchesUseCase {
    private let repository: any TrackingRepository
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository, now: @escaping @Sendable () -> Date, timeZone: TimeZone) {
        self.repository = repository
        self.now = now
        self.timeZone = timeZone
    }

    func execute(_ items: [TrackedItem], on day: WatchDay?) async throws(TrackingError) -> [WatchDetails] {
        let loggedAt = now()
        let today = WatchDay(loggedAt, in: timeZone)
        let day = day ?? today
        guard day <= today else {
            throw .futureDay(day)
        }
        if let series = items.first(where: { !$0.isWatchable }) {
            throw .notWatchable(series)
        }
        do {
            return try await repository.log(items, on: day, at: loggedAt).map(mapper.map)
        } catch {
            throw TrackingError(storage: error)
        }
    }
}
