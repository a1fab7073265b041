import CoreApplication
import CoreDomain
import TVSeriesDomain

/// Reads the series with the seasons appended, at most ``seasonsPerRequest`` a request, and maps
/// the last bundle read (each holds the seasons read before it, from the cache). Several series go
/// to the repository together, but one with more seasons than a request takes.
struct DefaultFetchTVSeriesEpisodeGuideUseCase: FetchTVSeriesEpisodeGuideUseCase {
    /// TMDb appends at most 20 parts to one request.
    static let seasonsPerRequest = 20

    private let tvSeriesRepository: any TVSeriesRepository
    private let mapper = TVSeriesEpisodeGuideMapper()

    init(tvSeriesRepository: some TVSeriesRepository) {
        self.tvSeriesRepository = tvSeriesRepository
    }

    func execute(id: TVSeries.ID, seasons: Set<Int>) async throws(FetchError) -> TVSeriesEpisodeGuide {
        let numbers = seasons.sorted()
        var episodes: [Int: [TVEpisodeSummaryDetails]] = [:]
        var guide: TVSeriesEpisodeGuide?
        var start = 0
        repeat {
            let chunk = numbers[start..<min(start + Self.seasonsPerRequest, numbers.count)]
            let bundle: TVSeriesBundle
            do {
                bundle = try await tvSeriesRepository.tvSeries(
                    withID: id, including: Set(chunk.map(TVSeriesPart.season)))
            } catch {
                throw FetchError(error)
            }
            let mapped = mapper.map(bundle)
            episodes.merge(mapped.episodes) { _, latest in latest }
            guide = mapped
            start += Self.seasonsPerRequest
        } while start < numbers.count
        guard let guide else {
            throw .notFound
        }
        return TVSeriesEpisodeGuide(
            id: guide.id, name: guide.name, status: guide.status, seasons: guide.seasons,
            lastEpisodeToAir: guide.lastEpisodeToAir, nextEpisodeToAir: guide.nextEpisodeToAir, episodes: episodes)
    }

    func execute(_ requests: [TVSeries.ID: Set<Int>]) async -> [TVSeries.ID: Result<TVSeriesEpisodeGuide, FetchError>] {
        let together = requests.filter { $0.value.count <= Self.seasonsPerRequest }
        var guides = await tvSeriesRepository.tvSeries(withIDs: together.mapValues { Set($0.map(TVSeriesPart.season)) })
            .mapValues { answer in answer.map(mapper.map).mapError(FetchError.init) }
        for (id, seasons) in requests where together[id] == nil {
            do throws(FetchError) {
                guides[id] = .success(try await execute(id: id, seasons: seasons))
            } catch {
                guides[id] = .failure(error)
            }
        }
        return guides
    }

    func cachedOutlines(_ ids: Set<TVSeries.ID>) async -> [TVSeries.ID: TVSeriesEpisodeGuide] {
        await tvSeriesRepository.cachedTVSeries(withIDs: ids).mapValues(mapper.map)
    }
}
