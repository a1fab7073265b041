import CoreDomain
import CoreDomainTestHelpers
import Foundation
import SearchDomain
import SearchTestHelpers
import Testing

@testable import SearchApplication

@Suite("PopcornSearchFactory")
struct PopcornSearchFactoryTests {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    let search = MockMediaSearchRepository(stub: .success(.mock(results: [.movie(.mock())])))
    let history = MockMediaSearchHistoryRepository(
        record: .success(()), entries: .success([.mock()]), clear: .success(3))
    let imagesProvider = MockImagesConfigurationProvider()

    var factory: PopcornSearchFactory {
        PopcornSearchFactory(
            mediaSearchRepository: search,
            historyRepository: history,
            imagesConfigurationProvider: imagesProvider,
            now: { Self.now }
        )
    }

    @Test("the search use case searches the search repository with the images configuration")
    func searchMedia() async throws {
        let page = try await factory.makeSearchMediaUseCase().execute(MediaSearchQuery(text: "fight club"))

        #expect(search.searchCalledWith == [MediaSearchQuery(text: "fight club")])
        #expect(imagesProvider.callCount == 1)
        #expect(page.results.map(\.title) == ["Fight Club"])
        #expect(history.recordCalledWith.isEmpty)
    }

    @Test("the resolve use case searches the search repository for one kind")
    func resolveMediaTitle() async throws {
        let resolution = try await factory.makeResolveMediaTitleUseCase().execute(
            "fight club", kind: .movie, year: nil)

        #expect(search.searchCalledWith == [MediaSearchQuery(text: "fight club", kind: .movie)])
        #expect(resolution == .match(MediaTitleCandidateMapper().map(.movie(.mock()))))
    }

    @Test("the IMDb id use case asks the search repository what TMDb files under the id")
    func resolveIMDbID() async throws {
        let id = try #require(IMDbID("tt0137523"))

        let resolution = try await factory.makeResolveIMDbIDUseCase().execute(id, kind: .movie)

        #expect(search.findCalledWith == [id])
        #expect(resolution == .match(id: 550))
    }

    @Test("the record use case writes to the history repository at the factory's time")
    func recordMediaSearch() async throws {
        try await factory.makeRecordMediaSearchUseCase().execute(query: "Dune", kind: .movie)

        #expect(
            history.recordCalledWith == [MediaSearchHistoryEntry(query: "Dune", kind: .movie, searchedAt: Self.now)])
        #expect(search.searchCalledWith.isEmpty)
    }

    @Test("the history use case reads the history repository")
    func fetchMediaSearchHistory() async throws {
        let details = try await factory.makeFetchMediaSearchHistoryUseCase().execute(limit: 50)

        #expect(history.entriesCalledWith == [50])
        #expect(details.results.map(\.query) == ["Amélie"])
    }

    @Test("the clear use case clears the history repository")
    func clearMediaSearchHistory() async throws {
        #expect(try await factory.makeClearMediaSearchHistoryUseCase().execute() == 3)
        #expect(history.clearCallCount == 1)
    }
}
