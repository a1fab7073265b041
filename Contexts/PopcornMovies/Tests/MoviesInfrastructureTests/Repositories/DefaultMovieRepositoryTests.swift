import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import MoviesDomain
import MoviesInfrastructure
import MoviesTestHelpers
import Testing

@Suite("DefaultMovieRepository")
struct DefaultMovieRepositoryTests {
    static let screen = MoviePart.detailsScreen

    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockMovieRemoteDataSource()
    let local: GRDBMovieLocalDataSource

    init() throws {
        local = GRDBMovieLocalDataSource(database: try MoviesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultMovieRepository {
        DefaultMovieRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a cold screen is one request appending every part, and every part is written through")
    func coldScreen() async throws {
        remote.stub(movie: .success(.mock()))

        let bundle = try await repository().movie(withID: 550, including: Self.screen)

        #expect(remote.movieAppended == [Self.screen])
        #expect(bundle == MovieBundle.mock(similar: nil))
        let cached = try await local.bundle(forMovie: 550, including: Set(MoviePart.allCases))
        #expect(cached?.bundle == MovieBundle.mock(similar: nil))
        #expect(reporter.events.first == .miss(.details, key: "movie:550"))
        #expect(reporter.events.contains(.miss(.credits, key: "movie:550:credits")))
        #expect(reporter.events.contains(.miss(.list, key: "movie:550:recommendations:page:1")))
        #expect(reporter.events.contains(.miss(.details, key: "movie:550:watch_providers")))
    }

    @Test("a screen whose parts are all fresh makes no request")
    func warmScreen() async throws {
        remote.stub(movie: .success(.mock()))
        _ = try await repository().movie(withID: 550, including: Self.screen)
        clock.advance(by: 60)

        let bundle = try await repository().movie(withID: 550, including: Self.screen)

        #expect(remote.movieCallCount == 1)
        #expect(bundle == MovieBundle.mock(similar: nil))
        #expect(reporter.events.suffix(6).allSatisfy { if case .hit = $0 { true } else { false } })
    }

    @Test("only the expired parts are appended: recommendations expire after an hour, the rest later")
    func onlyExpiredParts() async throws {
        remote.stub(movie: .success(.mock()))
        _ = try await repository().movie(withID: 550, including: Self.screen)
        clock.advance(by: CacheTimeToLive.standard.list + 1)

        _ = try await repository().movie(withID: 550, including: Self.screen)

        #expect(remote.movieAppended == [Self.screen, [.recommendations]])
    }

    @Test("credits after a screen come from the cache without a request")
    func creditsAfterScreen() async throws {
        remote.stub(movie: .success(.mock()))
        _ = try await repository().movie(withID: 550, including: Self.screen)

        let credits = try await repository().credits(forMovie: 550)

        #expect(credits == .mock())
        #expect(remote.movieCallCount == 1)
        #expect(
            reporter.events.suffix(2) == [
                .hit(.details, key: "movie:550", age: 0), .hit(.credits, key: "movie:550:credits", age: 0),
            ])
    }

    @Test("cold credits are one request appending only credits, which also caches the details")
    func coldCredits() async throws {
        remote.stub(movie: .success(.mock()))

        let credits = try await repository().credits(forMovie: 550)

        #expect(credits == .mock())
        #expect(remote.movieAppended == [[.credits]])
        #expect(try await local.movie(withID: 550)?.value == .mock())
    }

    @Test("images, watch providers, videos and the first page of recommendations and similar titles go the same way")
    func otherParts() async throws {
        remote.stub(movie: .success(.mock()))

        let images = try await repository().images(forMovie: 550)
        let offers = try await repository().watchProviders(forMovie: 550)
        let recommendations = try await repository().recommendations(forMovie: 550, page: 1)
        let similar = try await repository().similar(forMovie: 550, page: 1)
        let videos = try await repository().videos(forMovie: 550)

        #expect(images == MovieBundle.mock().images)
        #expect(offers == MovieBundle.mock().watchProviders)
        #expect(recommendations == MovieBundle.mock().recommendations)
        #expect(similar == MovieBundle.mock().similar)
        #expect(videos == MovieBundle.mock().videos)
        #expect(remote.movieAppended == [[.images], [.watchProviders], [.recommendations], [.similar], [.videos]])
        #expect(remote.recommendationsCalledWith.isEmpty)
    }

    @Test("a part the source does not answer is not found, and remembered so it is not asked again")
    func unansweredPart() async throws {
        remote.stub(movie: .success(.mock(watchProviders: nil)))

        for _ in 1...2 {
            await #expect(throws: DataAccessError.notFound) {
                try await repository().watchProviders(forMovie: 550)
            }
        }
        #expect(remote.movieCallCount == 1)
        #expect(try await local.part(\.watchProviders, .watchProviders, ofMovie: 550) == nil)
        #expect(try await local.movie(withID: 550) != nil)
    }

    @Test("a screen whose source does not answer a part shows the others, and a second run asks nothing")
    func screenWithoutAPart() async throws {
        remote.stub(movie: .success(.mock(images: nil, watchProviders: nil)))

        let bundle = try await repository().movie(withID: 550, including: Self.screen)
        let again = try await repository().movie(withID: 550, including: Self.screen)

        #expect(bundle.images == nil)
        #expect(bundle.credits == .mock())
        #expect(bundle.unansweredParts == [.images, .watchProviders])
        #expect(again == bundle)
        #expect(remote.movieCallCount == 1)
    }

    @Test("an unanswered part is asked again once it expires, and remembered no longer when answered")
    func unansweredPartExpires() async throws {
        remote.stub(movie: .success(.mock(images: nil)))
        _ = try await repository().movie(withID: 550, including: Self.screen)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(movie: .success(.mock()))

        let bundle = try await repository().movie(withID: 550, including: Self.screen)

        #expect(remote.movieAppended.last?.contains(.images) == true)
        #expect(bundle.images == MovieBundle.mock().images)
        #expect(bundle.unansweredParts.isEmpty)
        #expect(try await repository().movie(withID: 550, including: Self.screen).unansweredParts.isEmpty)
    }

    @Test("when TMDb fails, an expired screen is served stale, parts and all")
    func staleScreen() async throws {
        remote.stub(movie: .success(.mock()))
        _ = try await repository().movie(withID: 550, including: Self.screen)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(movie: .failure(.unreachable("timed out")))

        let bundle = try await repository().movie(withID: 550, including: Self.screen)

        #expect(bundle == MovieBundle.mock(similar: nil))
        #expect(
            reporter.events.contains(
                .staleServed(.details, key: "movie:550", age: age, cause: .unreachable("timed out"))))
    }

    @Test("when TMDb fails and the part asked for was never cached, the failure is reported, not stale details")
    func failureWithoutThePart() async throws {
        try await local.save(Movie.mock())
        remote.stub(movie: .failure(.unreachable("timed out")))

        await #expect(throws: DataAccessError.unreachable("timed out")) {
            try await repository().images(forMovie: 550)
        }
    }

    @Test("not found from TMDb is thrown, and nothing is cached")
    func notFound() async throws {
        remote.stub(movie: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().movie(withID: 999, including: Self.screen)
        }
        #expect(try await local.movie(withID: 999) == nil)
    }

    @Test("offline answers from an expired screen, leaves uncached parts out, and never calls TMDb")
    func offlineScreen() async throws {
        try await local.save(MovieBundle(movie: .mock(), credits: .mock()))
        clock.advance(by: CacheTimeToLive.standard.details * 10)

        let bundle = try await repository(policy: .offline).movie(withID: 550, including: Self.screen)

        #expect(bundle == MovieBundle(movie: .mock(), credits: .mock()))
        #expect(remote.movieCallCount == 0)
    }

    @Test("offline without the movie, or without the part asked for, is unreachable and names what is missing")
    func offlineMisses() async throws {
        await #expect(
            throws: DataAccessError.unreachable("movie:550 is not in the cache, and --offline forbids the network")
        ) {
            try await repository(policy: .offline).movie(withID: 550, including: Self.screen)
        }
        try await local.save(Movie.mock())
        await #expect(
            throws: DataAccessError.unreachable(
                "movie:550:images is not in the cache, and --offline forbids the network")
        ) {
            try await repository(policy: .offline).images(forMovie: 550)
        }
        #expect(remote.movieCallCount == 0)
    }

    @Test("--refresh appends every part asked for even when all are fresh")
    func refresh() async throws {
        remote.stub(movie: .success(.mock()))
        _ = try await repository().movie(withID: 550, including: Self.screen)

        _ = try await repository(policy: .refresh).movie(withID: 550, including: Self.screen)

        #expect(remote.movieAppended == [Self.screen, Self.screen])
    }

    @Test("further pages of recommendations and similar titles are list pages of their own, cached by key")
    func furtherPages() async throws {
        remote.stub(recommendations: .success(.mock(page: 2)))
        remote.stub(similar: .success(.mock(page: 3)))

        let recommendations = try await repository().recommendations(forMovie: 550, page: 2)
        let similar = try await repository().similar(forMovie: 550, page: 3)
        _ = try await repository().recommendations(forMovie: 550, page: 2)

        #expect(recommendations == .mock(page: 2))
        #expect(similar == .mock(page: 3))
        #expect(remote.recommendationsCalledWith.map(\.page) == [2])
        #expect(remote.similarCalledWith.map(\.page) == [3])
        #expect(remote.movieCallCount == 0)
        #expect(try await local.page(forKey: "movie:550:recommendations:page:2")?.value == .mock(page: 2))
        #expect(reporter.events.first == .miss(.list, key: "movie:550:recommendations:page:2"))
    }
}
