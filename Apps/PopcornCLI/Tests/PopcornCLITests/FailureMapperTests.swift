import CoreDomain
import Foundation
import TMDbKit
import Testing

@testable import PopcornCLI

@Suite("FailureMapper")
struct FailureMapperTests {
    static let live = DataSource.tmdb(baseURL: TMDbAPI.defaultBaseURL, credentials: .apiKey("key123456"))

    @Test(
        "Every data-access failure has its exit code",
        arguments: [
            (DataAccessError.notFound, PopcornExitStatus.notFound),
            (.unauthorised("Invalid API key"), .credentials),
            (.rateLimited(nil), .rateLimited),
            (.unreachable("connection refused"), .unavailable),
            (.invalidResponse("bad JSON"), .dataError),
            (.storage("disk full"), .failure),
            (.unknown(nil), .failure),
        ])
    func exitCodes(cause: DataAccessError, status: PopcornExitStatus) {
        #expect(FailureMapper.status(for: cause) == status)
        let failure = FailureMapper.failure(for: cause, subject: .movie(id: 550), source: Self.live, isOffline: false)
        #expect(failure.status == status)
        #expect(!failure.message.isEmpty)
        #expect(!failure.message.contains("\n"))
    }

    @Test("The exit codes are the ones CLI.md promises")
    func rawValues() {
        #expect(PopcornExitStatus.usage.rawValue == 64)
        #expect(PopcornExitStatus.dataError.rawValue == 65)
        #expect(PopcornExitStatus.notFound.rawValue == 66)
        #expect(PopcornExitStatus.unavailable.rawValue == 69)
        #expect(PopcornExitStatus.rateLimited.rawValue == 75)
        #expect(PopcornExitStatus.credentials.rawValue == 77)
        #expect(PopcornExitStatus.configuration.rawValue == 78)
    }

    @Test("A movie missing from the catalog says so and how to list what is there")
    func catalogNotFound() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .movie(id: 999_999), source: .catalog(announced: true), isOffline: false
        )
        #expect(failure.message.hasPrefix("movie 999999 was not found"))
        #expect(failure.message.contains("offline catalog"))
        #expect(failure.message.contains("popcorn movie popular"))
    }

    @Test("A part of a movie the catalog does not know says so, and points at what it knows of the movie")
    func catalogMoviePart() {
        let catalog = FailureMapper.failure(
            for: .notFound, subject: .moviePart(id: 550, name: "watch providers"), source: .catalog(announced: true),
            isOffline: false)
        let live = FailureMapper.failure(
            for: .notFound, subject: .moviePart(id: 550, name: "images"), source: Self.live, isOffline: false)
        #expect(catalog.status == .notFound)
        #expect(
            catalog.message
                == "the watch providers of movie 550 are not in the offline catalog; see what it knows of the movie "
                + "with 'popcorn movie 550', or set TMDB_API_KEY to use live TMDb")
        #expect(
            live.message
                == "the images of movie 550 were not found on TMDb; check the id, or find the movie with "
                + "'popcorn movie search <title>'")
    }

    @Test("A part of a series the catalog does not know says so, and points at what it knows of the series")
    func catalogSeriesPart() {
        let catalog = FailureMapper.failure(
            for: .notFound, subject: .tvSeriesPart(id: 1396, name: "images"), source: .catalog(announced: true),
            isOffline: false)
        let live = FailureMapper.failure(
            for: .notFound, subject: .tvSeriesPart(id: 1396, name: "watch providers"), source: Self.live,
            isOffline: false)
        #expect(catalog.status == .notFound)
        #expect(
            catalog.message
                == "the images of tv series 1396 are not in the offline catalog; see what it knows of the series "
                + "with 'popcorn tv 1396', or set TMDB_API_KEY to use live TMDb")
        #expect(
            live.message
                == "the watch providers of tv series 1396 were not found on TMDb; check the id, or find the series "
                + "with 'popcorn tv search <name>'")
    }

    @Test("A genre list TMDb does not serve names the base URL; one missing from the catalog, live TMDb")
    func genresNotFound() {
        let live = FailureMapper.failure(
            for: .notFound, subject: .genres(noun: "movie"), source: Self.live, isOffline: false)
        let catalog = FailureMapper.failure(
            for: .notFound, subject: .genres(noun: "series"), source: .catalog(announced: true), isOffline: false)
        #expect(live.message == "the movie genre list was not found on TMDb; check TMDB_API_BASE_URL")
        #expect(
            catalog.message
                == "the series genre list was not found: it is not in the offline catalog; "
                + "set TMDB_API_KEY to use live TMDb")
    }

    @Test("A genre list missing from the cache under --offline says how to fetch it")
    func genresOffline() {
        let failure = FailureMapper.failure(
            for: .unreachable(nil), subject: .genres(noun: "movie"), source: Self.live, isOffline: true)
        #expect(failure.status == .unavailable)
        #expect(
            failure.message
                == "the movie genre list is not in the cache; run the command once without --offline to fetch it")
    }

    @Test("A movie missing from TMDb suggests searching")
    func liveNotFound() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .movieCredits(id: 1), source: Self.live, isOffline: false)
        #expect(failure.message.hasPrefix("movie 1 was not found on TMDb"))
        #expect(failure.message.contains("popcorn movie search"))
    }

    @Test("Refused credentials carry TMDb's status message")
    func unauthorisedMessage() {
        let failure = FailureMapper.failure(
            for: .unauthorised("Invalid API key: You must be granted a valid key."),
            subject: .movie(id: 550), source: Self.live, isOffline: false
        )
        #expect(failure.message.contains("Invalid API key: You must be granted a valid key; check"))
        #expect(failure.message.contains("TMDB_API_KEY"))
    }

    @Test("An offline miss says to run once without --offline")
    func offlineMiss() {
        let failure = FailureMapper.failure(
            for: .unreachable("movie:550 is not in the cache"), subject: .movie(id: 550),
            source: .catalog(announced: false),
            isOffline: true
        )
        #expect(failure.status == .unavailable)
        #expect(failure.message == "movie 550 is not in the cache; run the command once without --offline to fetch it")
    }

    @Test("A use-case error is mapped through its cause")
    func useCaseError() {
        struct SampleError: UseCaseError {
            static let notFound = SampleError(cause: .notFound)
            static func unauthorised(_ message: String?) -> SampleError { SampleError(cause: .unauthorised(message)) }
            static func unknown(_ cause: DataAccessError?) -> SampleError { SampleError(cause: cause ?? .unknown(nil)) }
            let cause: DataAccessError
        }
        let failure = FailureMapper.failure(
            for: SampleError(cause: .rateLimited("slow down")), subject: .list(name: "popular movies", page: 2),
            source: Self.live, isOffline: false
        )
        #expect(failure.status == .rateLimited)
        #expect(failure.message.contains("slow down"))
    }

    @Test("A missing season is named, with the command that lists the series' seasons")
    func missingSeason() {
        let subject = FailureSubject.tvSeason(tvSeriesID: 1396, seasonNumber: 9)
        let live = FailureMapper.failure(for: .notFound, subject: subject, source: Self.live, isOffline: false)
        #expect(live.status == .notFound)
        #expect(live.message.hasPrefix("season 9 of tv series 1396 was not found on TMDb"))
        #expect(live.message.contains("'popcorn tv 1396'"))
        let catalog = FailureMapper.failure(
            for: .notFound, subject: subject, source: .catalog(announced: true), isOffline: false)
        #expect(catalog.message.hasPrefix("season 9 of tv series 1396 was not found: it is not in the offline catalog"))
        #expect(catalog.message.contains("'popcorn tv 1396'"))
        #expect(catalog.message.contains("TMDB_API_KEY"))
    }

    @Test("A missing episode is named, with the command that lists its season's episodes")
    func missingEpisode() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .tvEpisode(tvSeriesID: 1396, seasonNumber: 1, episodeNumber: 99),
            source: .catalog(announced: false), isOffline: false)
        #expect(failure.status == .notFound)
        #expect(failure.message.hasPrefix("episode 99 of season 1 of tv series 1396 was not found"))
        #expect(failure.message.contains("'popcorn tv season 1396 1'"))
        #expect(!failure.message.contains("\n"))
    }

    @Test("A missing series points at the TV list in the catalog and at TV search on TMDb")
    func missingSeries() {
        let catalog = FailureMapper.failure(
            for: .notFound, subject: .tvSeries(id: 5), source: .catalog(announced: true), isOffline: false)
        #expect(catalog.message.hasPrefix("tv series 5 was not found: it is not in the offline catalog"))
        #expect(catalog.message.contains("popcorn tv popular"))
        let live = FailureMapper.failure(
            for: .notFound, subject: .tvSeries(id: 5), source: Self.live, isOffline: false)
        #expect(live.message.hasPrefix("tv series 5 was not found on TMDb"))
        #expect(live.message.contains("popcorn tv search"))
    }

    @Test("Offline, a part missing from the cache is named in the plural, a title in the singular")
    func offlineGrammar() {
        let part = FailureMapper.failure(
            for: .unreachable(nil), subject: .tvSeriesPart(id: 1396, name: "credits"), source: Self.live,
            isOffline: true)
        let title = FailureMapper.failure(
            for: .unreachable(nil), subject: .tvSeries(id: 1396), source: Self.live, isOffline: true)
        #expect(part.message.hasPrefix("the credits of tv series 1396 are not in the cache; "))
        #expect(title.message.hasPrefix("tv series 1396 is not in the cache; "))
    }

    @Test("A page past the end of a list says to try a lower page")
    func missingPage() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .list(name: "popular tv series", page: 9), source: Self.live, isOffline: false)
        #expect(failure.message == "page 9 of popular tv series does not exist; try a lower --page")
    }

    @Test("A missing first page is no page-number mistake: live, check the base URL; catalog, live TMDb")
    func missingFirstPage() {
        let live = FailureMapper.failure(
            for: .notFound, subject: .list(name: "trending people today", page: 1), source: Self.live,
            isOffline: false)
        #expect(live.message.hasSuffix("check TMDB_API_BASE_URL"))
        #expect(!live.message.contains("--page"))
        let search = FailureMapper.failure(
            for: .notFound, subject: .search(query: "pitt", page: 1), source: Self.live, isOffline: false)
        #expect(search.message.hasSuffix("check TMDB_API_BASE_URL"))
    }
}
