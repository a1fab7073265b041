import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import GenresDomain
import GenresInfrastructure
import Testing

@Suite("DefaultGenreRepository")
struct DefaultGenreRepositoryTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockGenreRemoteDataSource()
    let local: GRDBGenreLocalDataSource

    static let week: TimeInterval = 7 * 24 * 3600

    init() throws {
        database = try GenresTestDatabase.make()
        local = GRDBGenreLocalDataSource(database: database, language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst, language: String = "en-US") -> DefaultGenreRepository {
        DefaultGenreRepository(
            remoteDataSource: remote,
            localDataSource: GRDBGenreLocalDataSource(database: database, language: language, clock: clock),
            cacheContext: .mock(policy: policy, language: language, clock: clock, reporter: reporter)
        )
    }

    @Test("a list missing from the cache is fetched once for its kind and stored")
    func miss() async throws {
        remote.stub(.success(Genre.mockTVGenres()))

        let genres = try await repository().genres(for: .tv)

        #expect(genres == Genre.mockTVGenres())
        #expect(remote.genresCalledWith == [.tv])
        #expect(try await local.genres(for: .tv)?.value == Genre.mockTVGenres())
        #expect(reporter.events == [.miss(.genres, key: "genres:tv")])
    }

    @Test("a cached list is answered without calling TMDb for nearly a week")
    func freshForAWeek() async throws {
        try await local.save(Genre.mockMovieGenres(), for: .movie)
        clock.advance(by: Self.week - 60)

        let genres = try await repository().genres(for: .movie)

        #expect(genres == Genre.mockMovieGenres())
        #expect(remote.genresCalledWith.isEmpty)
        #expect(reporter.events == [.hit(.genres, key: "genres:movie", age: Self.week - 60)])
    }

    @Test("a list older than a week is fetched again and written through")
    func expiresAfterAWeek() async throws {
        try await local.save(Genre.mockMovieGenres(), for: .movie)
        clock.advance(by: Self.week + 1)
        remote.stub(.success([Genre(id: 18, name: "Drama")]))

        let genres = try await repository().genres(for: .movie)

        #expect(genres == [Genre(id: 18, name: "Drama")])
        #expect(remote.genresCalledWith == [.movie])
        #expect(reporter.events == [.expired(.genres, key: "genres:movie", age: Self.week + 1)])
        #expect(try await local.genres(for: .movie)?.cachedAt == clock.now())
    }

    @Test("a list cached in another language is a miss, fetched in the command's language")
    func otherLanguageIsAMiss() async throws {
        try await local.save(Genre.mockMovieGenres(), for: .movie)
        remote.stub(.success(Genre.mockFrenchMovieGenres()))

        let genres = try await repository(language: "fr-FR").genres(for: .movie)

        #expect(genres == Genre.mockFrenchMovieGenres())
        #expect(remote.genresCalledWith == [.movie])
        #expect(reporter.events == [.miss(.genres, key: "genres:movie")])
    }

    @Test("the movie list in the cache does not answer for the series list")
    func kindsApart() async throws {
        try await local.save(Genre.mockMovieGenres(), for: .movie)
        remote.stub(.success(Genre.mockTVGenres()))

        #expect(try await repository().genres(for: .tv) == Genre.mockTVGenres())
        #expect(remote.genresCalledWith == [.tv])
    }

    @Test("--refresh fetches even a fresh list")
    func refresh() async throws {
        try await local.save(Genre.mockMovieGenres(), for: .movie)
        remote.stub(.success([Genre(id: 28, name: "Action")]))

        let genres = try await repository(policy: .refresh).genres(for: .movie)

        #expect(genres == [Genre(id: 28, name: "Action")])
        #expect(remote.genresCalledWith == [.movie])
        #expect(try await local.genres(for: .movie)?.value == [Genre(id: 28, name: "Action")])
    }

    @Test("--offline answers from the cache whatever its age, and never asks TMDb")
    func offline() async throws {
        try await local.save(Genre.mockMovieGenres(), for: .movie)
        clock.advance(by: 2 * Self.week)

        #expect(try await repository(policy: .offline).genres(for: .movie) == Genre.mockMovieGenres())
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).genres(for: .tv)
        }
        #expect(remote.genresCalledWith.isEmpty)
    }

    @Test("when TMDb fails, an expired list is served and reported as stale")
    func stale() async throws {
        try await local.save(Genre.mockMovieGenres(), for: .movie)
        let age = Self.week + 1
        clock.advance(by: age)
        remote.stub(.failure(.unreachable("timed out")))

        #expect(try await repository().genres(for: .movie) == Genre.mockMovieGenres())
        #expect(
            reporter.events.last
                == .staleServed(.genres, key: "genres:movie", age: age, cause: .unreachable("timed out")))
    }

    @Test("TMDb's failures are passed on when nothing is cached")
    func failure() async {
        remote.stub(.failure(.unauthorised("Invalid API key")))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().genres(for: .movie)
        }
    }
}
