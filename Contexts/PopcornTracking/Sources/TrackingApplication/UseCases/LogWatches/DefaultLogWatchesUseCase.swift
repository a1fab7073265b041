import Foundation
import TrackingDomain

/// Checks the day and the items, names them (checking that each episode exists and had aired),
/// then logs them through the repository in one transaction.
struct DefaultLogWatchesUseCase: LogWatchesUseCase {
    private let repository: any TrackingRepository
    private let lookup: TrackedTitleLookup
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone
    private let mapper = TrackingDetailsMapper()

    init(
        repository: some TrackingRepository, titleProvider: some TrackingTitleProviding,
        now: @escaping @Sendable () -> Date, timeZone: TimeZone
    ) {
        self.repository = repository
        lookup = TrackedTitleLookup(provider: titleProvider)
        self.now = now
        self.timeZone = timeZone
    }

    func execute(_ selection: TrackedSelection, on day: WatchDay?, rating: Double?) async throws(TrackingError)
        -> LoggedWatches
    {
        let value = try rating.map { rating throws(TrackingError) in
            guard let value = RatingValue(rating) else {
                throw .invalidRating(rating)
            }
            return value
        }
        let loggedAt = now()
        let today = WatchDay(loggedAt, in: timeZone)
        let day = day ?? today
        guard day <= today else {
            throw .futureDay(day)
        }
        let titles: [TrackedTitle]
        switch selection {
        case .item(let item):
            guard item.isWatchable else {
                throw .notWatchable(item)
            }
            titles = [try await lookup.title(of: item, airedBy: day)]
        case .episodes(let seriesID, let range):
            guard value == nil else {
                throw .ratingNeedsOneTitle
            }
            titles = try await lookup.titles(ofSeries: seriesID, range, airedBy: day)
        }
        do {
            let logged = try await repository.log(titles, on: day, at: loggedAt, rating: value)
            return LoggedWatches(watches: logged.watches.map(mapper.map), ratings: logged.ratings.map(mapper.map))
        } catch {
            throw TrackingError(storage: error)
        }
    }
}
