import CoreDomain
import DiscoverAdapters
import DiscoverDomain
import Foundation
import GenresApplication
import Testing

@Suite("DiscoverGenreProvider")
struct DiscoverGenreProviderTests {
    @Test("names come to the ids of the genres Genres resolves them to, for the same kind")
    func resolves() async throws {
        let resolve = MockResolveGenreNamesUseCase(
            .success([Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime")]))

        let ids = try await DiscoverGenreProvider(resolveNames: resolve).genreIDs(
            named: ["drama", "crime"], for: .tvSeries)

        #expect(ids == [18, 80])
        #expect(resolve.calledWith == [.init(names: ["drama", "crime"], mediaType: "tv")])
    }

    @Test("a name that is no genre keeps its name and every genre's, for the message")
    func noSuchGenre() async {
        let resolve = MockResolveGenreNamesUseCase(.failure(.noSuchGenre("dramma", validNames: ["Action", "Drama"])))

        await #expect(throws: DiscoverGenreLookupError.noSuchGenre("dramma", validNames: ["Action", "Drama"])) {
            try await DiscoverGenreProvider(resolveNames: resolve).genreIDs(named: ["dramma"], for: .movie)
        }
        #expect(resolve.calledWith.map(\.mediaType) == ["movie"])
    }

    @Test("a genre list that cannot be had is unavailable, with its cause")
    func unavailable() async {
        let resolve = MockResolveGenreNamesUseCase(.failure(.unknown(.unreachable("offline"))))

        await #expect(throws: DiscoverGenreLookupError.unavailable(.unreachable("offline"))) {
            try await DiscoverGenreProvider(resolveNames: resolve).genreIDs(named: ["drama"], for: .movie)
        }
    }
}
