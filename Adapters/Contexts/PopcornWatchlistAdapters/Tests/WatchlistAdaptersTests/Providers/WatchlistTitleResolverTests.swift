import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import SearchApplication
import SearchTestHelpers
import Testing
import WatchlistAdapters
import WatchlistDomain

@Suite("WatchlistTitleResolver")
struct WatchlistTitleResolverTests {
    @Test(
        "one clear match is the id of that title, of the kind asked for",
        arguments: [(WatchlistKind.movie, MediaKind.movie), (.tvSeries, .tvSeries)])
    func match(kind: WatchlistKind, mediaKind: MediaKind) async throws {
        let resolveTitle = MockResolveMediaTitleUseCase(.success(.match(.mock(kind: mediaKind, id: 603))))

        let id = try await WatchlistTitleResolver(resolveTitle: resolveTitle).resolve(
            "The Matrix", year: 1999, kind: kind)

        #expect(id == WatchlistItemID(kind: kind, tmdbID: 603))
        #expect(resolveTitle.calledWith == [.init(text: "The Matrix", kind: mediaKind, year: 1999)])
    }

    @Test("a name without a year is searched without one")
    func withoutYear() async throws {
        let resolveTitle = MockResolveMediaTitleUseCase(.success(.match(.mock(id: 949, title: "Heat"))))

        _ = try await WatchlistTitleResolver(resolveTitle: resolveTitle).resolve("Heat", year: nil, kind: .movie)

        #expect(resolveTitle.calledWith == [.init(text: "Heat", kind: .movie, year: nil)])
    }

    @Test(
        "several plausible titles, or none, resolve to nothing: an import never picks one",
        arguments: [
            MediaTitleResolution.ambiguous([.mock(id: 949, title: "Heat"), .mock(id: 8_489, title: "Heat")]),
            .noMatch,
        ])
    func noSingleMatch(resolution: MediaTitleResolution) async throws {
        let resolveTitle = MockResolveMediaTitleUseCase(.success(resolution))

        #expect(
            try await WatchlistTitleResolver(resolveTitle: resolveTitle).resolve("Heat", year: nil, kind: .movie) == nil
        )
    }

    @Test(
        "a search that fails throws its cause",
        arguments: [
            (FetchError.unauthorised("Invalid API key"), DataAccessError.unauthorised("Invalid API key")),
            (.unknown(.unreachable("offline")), .unreachable("offline")),
            (.notFound, .notFound),
        ])
    func failure(error: FetchError, cause: DataAccessError) async {
        let resolveTitle = MockResolveMediaTitleUseCase(.failure(error))

        await #expect(throws: cause) {
            try await WatchlistTitleResolver(resolveTitle: resolveTitle).resolve("Heat", year: 1995, kind: .movie)
        }
    }
}
