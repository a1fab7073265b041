import CoreApplication
import CoreDomain
import TrackingDomain

/// Groups the diary's episode watches by series, asks for each series with the seasons that name
/// its next episode (a few series at a time), and lays the watches over them.
struct DefaultFetchProgressUseCase: FetchProgressUseCase {
    /// How many series are asked for at once: enough to overlap the requests, few enough not to be
    /// rate limited.
    static let maximumInFlight = 6

    private let repository: any TrackingRepository
    private let provider: any TrackingTitleProviding
    private let mapper = TrackingDetailsMapper()

    init(repository: some TrackingRepository, titleProvider: some TrackingTitleProviding) {
        self.repository = repository
        provider = titleProvider
    }

    func execute(includingCompleted: Bool) async throws(TrackingError) -> ProgressOverview {
        let watched: [WatchedSeries]
        do {
            watched = WatchedSeries.grouping(try await repository.history(kind: .episode, since: nil))
        } catch {
            throw TrackingError(storage: error)
        }
        let provider = provider
        let progress = try await watched.boundedConcurrentMap(maximumInFlight: Self.maximumInFlight) {
            (started: WatchedSeries) async throws(TrackingError) in
            do throws(DataAccessError) {
                let series = try await provider.series(
                    id: started.seriesID, withEpisodesOf: SeriesProgress.seasonsToAsk(for: started))
                return SeriesProgress(series: series, watched: started)
            } catch {
                throw TrackingError(lookingUp: error, about: .series(id: started.seriesID))
            }
        }
        let shown = progress.filter { includingCompleted || !$0.isCompleted }
        return ProgressOverview(series: shown.map(mapper.map), completedLeftOut: progress.count - shown.count)
    }
}
