import CalendarDomain
import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import MoviesTestHelpers
import Synchronization
import Testing

@testable import CalendarAdapters

/// When followed movies come out, over a fake of the Movies context's release dates use case.
/// TMDb's release dates are days here, each a day's midnight UTC.
@Suite("MovieReleaseProvider")
struct MovieReleaseProviderTests {
    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
        CalendarDay(year: year, month: month, day: day)
    }

    static func on(_ year: Int, _ month: Int, _ day: Int) -> Date {
        CalendarDay(year: year, month: month, day: day).midnight
    }

    /// Dune: Part Two in the US: premiere, limited and wide in cinemas, online, on disc, on TV.
    static let dune = MovieReleases(
        id: 693_134, title: "Dune: Part Two", overview: "Paul Atreides unites with Chani and the Fremen.",
        region: "US",
        releases: [
            MovieRegionalRelease(date: on(2024, 2, 15), type: .premiere, note: "New York"),
            MovieRegionalRelease(date: on(2024, 2, 29), type: .theatricalLimited),
            MovieRegionalRelease(date: on(2024, 3, 1), type: .theatrical),
            MovieRegionalRelease(date: on(2024, 3, 1), type: .theatricalLimited, note: "IMAX"),
            MovieRegionalRelease(date: on(2024, 4, 16), type: .digital),
            MovieRegionalRelease(date: on(2024, 5, 14), type: .physical, note: "Blu-ray"),
            MovieRegionalRelease(date: on(2024, 5, 14), type: .physical, note: "4K"),
            MovieRegionalRelease(date: on(2024, 9, 1), type: .tv),
        ])

    static func span(_ from: CalendarDay, _ to: CalendarDay) throws -> CalendarSpan {
        try #require(CalendarSpan(from: from, to: to))
    }

    @Test("the first cinema, online and disc release in the span are listed under the followed title, one of each")
    func releasesInSpan() async throws {
        let movies = MockFetchMovieReleasesUseCase([693_134: .success(Self.dune)])
        let provider = MovieReleaseProvider(releases: movies, region: "US")

        let answers = await provider.releases(
            ofMovies: [693_134: "Dune : Deuxième partie"],
            in: try Self.span(Self.day(2024, 2, 1), Self.day(2024, 5, 31))
        ) { _ in }

        let overview = "Paul Atreides unites with Chani and the Fremen."
        #expect(
            try answers[693_134]?.get() == [
                CalendarRelease(
                    movieID: 693_134, title: "Dune : Deuxième partie", kind: .theatrical, overview: overview,
                    day: Self.day(2024, 2, 29)),
                CalendarRelease(
                    movieID: 693_134, title: "Dune : Deuxième partie", kind: .digital, overview: overview,
                    day: Self.day(2024, 4, 16)),
                CalendarRelease(
                    movieID: 693_134, title: "Dune : Deuxième partie", kind: .physical, overview: overview,
                    day: Self.day(2024, 5, 14)),
            ])
        #expect(movies.calledWith.map(\.ids) == [[693_134]])
        #expect(movies.calledWith.map(\.region) == ["US"])
    }

    @Test("releases outside the span are left out, both of its ends included")
    func keepsToTheSpan() async throws {
        let provider = MovieReleaseProvider(
            releases: MockFetchMovieReleasesUseCase([693_134: .success(Self.dune)]), region: "US")

        let answers = await provider.releases(
            ofMovies: [693_134: "Dune: Part Two"], in: try Self.span(Self.day(2024, 3, 1), Self.day(2024, 4, 16))
        ) { _ in }

        #expect(try answers[693_134]?.get().map(\.day) == [Self.day(2024, 3, 1), Self.day(2024, 4, 16)])
        #expect(try answers[693_134]?.get().map(\.kind) == [.theatrical, .digital])
    }

    @Test("a movie whose releases cannot be had fails with the reason behind it; the others are answered")
    func failure() async throws {
        let provider = MovieReleaseProvider(
            releases: MockFetchMovieReleasesUseCase([
                693_134: .success(Self.dune), 603: .failure(.unknown(.unreachable("offline"))),
            ]), region: "US")

        let answers = await provider.releases(
            ofMovies: [693_134: "Dune: Part Two", 603: "The Matrix"],
            in: try Self.span(Self.day(2024, 3, 1), Self.day(2024, 3, 1))
        ) { _ in }

        #expect(answers[603] == .failure(.unreachable("offline")))
        #expect(try answers[693_134]?.get().count == 1)
    }

    @Test("progress is told of each movie done")
    func progress() async throws {
        let reports = Mutex<[Int]>([])
        let provider = MovieReleaseProvider(
            releases: MockFetchMovieReleasesUseCase([693_134: .success(Self.dune), 603: .success(Self.dune)]),
            region: "US")

        _ = await provider.releases(
            ofMovies: [693_134: "Dune: Part Two", 603: "The Matrix"],
            in: try Self.span(Self.day(2024, 3, 1), Self.day(2024, 3, 1))
        ) { done in
            reports.withLock { $0.append(done) }
        }

        #expect(reports.withLock { $0 } == [1, 2])
    }

    @Test("no movies is no releases, without asking")
    func none() async throws {
        let movies = MockFetchMovieReleasesUseCase()

        let answers = await MovieReleaseProvider(releases: movies, region: "US").releases(
            ofMovies: [:], in: try Self.span(Self.day(2024, 3, 1), Self.day(2024, 3, 1))
        ) { _ in }

        #expect(answers.isEmpty)
        #expect(movies.calledWith.isEmpty)
    }
}
