import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Synchronization
import Testing

@testable import MoviesApplication

@Suite("DefaultFetchMovieReleasesUseCase")
struct DefaultFetchMovieReleasesUseCaseTests {
    @Test("each movie is read with its release dates alone, and the region's dated releases are kept in day order")
    func regionsReleases() async throws {
        let bundle = MovieBundle.mock(releaseDates: [
            .mock(
                countryCode: "US",
                releaseDates: [
                    .mock(releaseDate: .mockDay(year: 2000, month: 6, day: 6), type: .physical),
                    .mock(note: "Venice", releaseDate: .mockDay(year: 1999, month: 9, day: 10), type: .premiere),
                    .mock(releaseDate: nil, type: .digital),
                    .mock(releaseDate: .mockDay(year: 1999, month: 10, day: 15), type: .theatrical),
                ]),
            .mock(countryCode: "GB", releaseDates: [.mock(releaseDate: .mockDay(year: 1999, month: 11, day: 12))]),
        ])
        let repository = MockMovieRepository(movie: .success(bundle))

        let answers = await DefaultFetchMovieReleasesUseCase(movieRepository: repository).execute(
            ids: [550], region: "us"
        ) { _ in }

        #expect(repository.movieCalledWith.map(\.parts) == [[.releaseDates]])
        let releases = try #require(try answers[550]?.get())
        #expect(releases.id == 550 && releases.title == "Fight Club" && releases.region == "US")
        #expect(
            releases.releases == [
                MovieRegionalRelease(date: .mockDay(year: 1999, month: 9, day: 10), type: .premiere, note: "Venice"),
                MovieRegionalRelease(date: .mockDay(year: 1999, month: 10, day: 15), type: .theatrical),
                MovieRegionalRelease(date: .mockDay(year: 2000, month: 6, day: 6), type: .physical),
            ])
    }

    @Test("a region TMDb lists nothing for, or no release dates at all, is no releases")
    func noReleases() async throws {
        for bundle in [MovieBundle.mock(), MovieBundle.mock(releaseDates: nil)] {
            let answers = await DefaultFetchMovieReleasesUseCase(
                movieRepository: MockMovieRepository(movie: .success(bundle))
            )
            .execute(ids: [550], region: "FR") { _ in }

            #expect(try answers[550]?.get().releases == [])
        }
    }

    @Test("every movie is answered, each with its own result, and progress counts each one done")
    func everyMovie() async {
        let reports = Mutex<[Int]>([])
        let repository = MockMovieRepository(movie: .failure(.notFound))

        let answers = await DefaultFetchMovieReleasesUseCase(movieRepository: repository).execute(
            ids: [550, 603, 13, 680, 807, 120], region: "US"
        ) { done in
            reports.withLock { $0.append(done) }
        }

        #expect(Set(answers.keys) == [550, 603, 13, 680, 807, 120])
        #expect(answers.values.allSatisfy { $0 == .failure(.notFound) })
        #expect(repository.movieCalledWith.map(\.id).sorted() == [13, 120, 550, 603, 680, 807])
        #expect(reports.withLock { $0.sorted() } == [1, 2, 3, 4, 5, 6])
    }

    @Test("once TMDb cannot be reached, the movies not started yet are left out, not asked")
    func stopsWhenUnreachable() async {
        let repository = MockMovieRepository(movie: .failure(.unreachable("offline")))

        let answers = await DefaultFetchMovieReleasesUseCase(movieRepository: repository).execute(
            ids: Set(1...12), region: "US"
        ) { _ in }

        #expect((1...4).contains(answers.count))
        #expect(answers.count == repository.movieCalledWith.count)
        #expect(answers.values.allSatisfy { $0 == .failure(.unknown(.unreachable("offline"))) })
    }

    @Test("four movies are read at once, never more")
    func fourAtOnce() async {
        let barrier = CallBarrier(parties: 4)
        let repository = MockMovieRepository(movie: .success(.mock()), barrier: barrier)

        let answers = await DefaultFetchMovieReleasesUseCase(movieRepository: repository).execute(
            ids: Set(1...8), region: "US"
        ) { _ in }

        #expect(answers.count == 8)
        #expect(await !barrier.timedOut)
        #expect(repository.mostMoviesInFlight == 4)
    }

    @Test("no movies asks nothing")
    func none() async {
        let repository = MockMovieRepository()

        #expect(
            await DefaultFetchMovieReleasesUseCase(movieRepository: repository).execute(ids: [], region: "US") { _ in }
                .isEmpty)
        #expect(repository.movieCalledWith.isEmpty)
    }
}
