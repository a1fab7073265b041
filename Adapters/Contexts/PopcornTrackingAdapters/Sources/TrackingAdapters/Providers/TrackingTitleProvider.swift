import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import SearchApplication
import TVSeriesApplication
import TrackingDomain

/// The diary's ``TrackingTitleProviding``, answered by the Movies, TV series and Search contexts: a
/// movie's summary (at most one request, none when cached), a series' episode guide (one request for
/// the series and every season asked), and a film's id by name through the Search context's title
/// resolution (the rules of `popcorn movie <title>`, so an import never picks one of several films).
public struct TrackingTitleProvider: TrackingTitleProviding {
    private let movieSummary: any FetchMovieSummaryUseCase
    private let episodeGuide: any FetchTVSeriesEpisodeGuideUseCase
    private let resolveTitle: any ResolveMediaTitleUseCase
    private let mapper = TrackedSeriesMapper()

    public init(
        movieSummary: any FetchMovieSummaryUseCase, episodeGuide: any FetchTVSeriesEpisodeGuideUseCase,
        resolveTitle: any ResolveMediaTitleUseCase
    ) {
        self.movieSummary = movieSummary
        self.episodeGuide = episodeGuide
        self.resolveTitle = resolveTitle
    }

    public func movieTitle(id: Int) async throws(DataAccessError) -> String {
        do {
            return try await movieSummary.execute(id: id).title
        } catch {
            throw error.cause
        }
    }

    public func series(id: Int, withEpisodesOf seasons: Set<Int>) async throws(DataAccessError) -> TrackedSeries {
        do {
            return mapper.map(try await episodeGuide.execute(id: id, seasons: seasons))
        } catch {
            throw error.cause
        }
    }

    public func series(_ requests: [Int: Set<Int>]) async -> [Int: Result<TrackedSeries, DataAccessError>] {
        await episodeGuide.execute(requests).mapValues { answer in answer.map(mapper.map).mapError(\.cause) }
    }

    public func movieID(named name: String, year: Int?) async throws(DataAccessError) -> Int? {
        let resolution: MediaTitleResolution
        do {
            resolution = try await resolveTitle.execute(name, kind: .movie, year: year)
        } catch {
            throw error.cause
        }
        guard case .match(let match) = resolution else {
            return nil
        }
        return match.id
    }
}
