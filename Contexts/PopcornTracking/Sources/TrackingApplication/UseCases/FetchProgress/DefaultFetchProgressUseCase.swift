import CoreDomain
import TrackingDomain

/// Groups the diary's episode watches by series, asks for every series at once with the seasons
/// that name its next episode (the provider reads the cached ones in one go and fetches the others
/// a few at a time), and lays the watches over them. A series TMDb no longer has (404) is left out
/// and named; any other failure is the use case's.
struct DefaultFetchProgressUseCase: FetchProgressUseCase {
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
            watched = try await repository.watchedSeries()
        } catch {
            throw TrackingError(storage: error)
        }
        let answers = await provider.series(
            Dictionary(watched.map { ($0.seriesID, SeriesProgress.seasonsToAsk(for: $0)) }) { first, _ in first })
        // A failure is told first: the series after it may have been left out.
        for started in watched {
            if case .failure(let error)? = answers[started.seriesID], error != .notFound {
                throw TrackingError(lookingUp: error, about: .series(id: started.seriesID))
            }
        }
        var progress: [SeriesProgress] = []
        var gone: [ProgressOverview.GoneSeries] = []
        for started in watched {
            if case .failure(.notFound)? = answers[started.seriesID] {
                gone.append(ProgressOverview.GoneSeries(tmdbID: started.seriesID, title: started.name))
                continue
            }
            guard case .success(let series)? = answers[started.seriesID] else {
                throw TrackingError(lookingUp: .notFound, about: .series(id: started.seriesID))
            }
            progress.append(SeriesProgress(series: series, watched: started))
        }
        let shown = progress.filter { includingCompleted || !$0.isCompleted }
        return ProgressOverview(
            series: shown.map(mapper.map), completedLeftOut: progress.count - shown.count, goneFromTMDb: gone)
    }
}
