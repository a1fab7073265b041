import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultAddToWatchlistUseCase")
struct DefaultAddToWatchlistUseCaseTests {
    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    let id = WatchlistItemID(kind: .movie, tmdbID: 550)
    let title = WatchlistEntry.mock().title
    let repository = MockWatchlistRepository()
    let titleProvider: MockWatchlistTitleProvider
    let imagesConfigurationProvider = MockImagesConfigurationProvider()

    init() {
        titleProvider = MockWatchlistTitleProvider(titles: [title])
        repository.stub { $0.entry = .success(nil) }
    }

    func useCase(
        imagesConfigurationProvider: MockImagesConfigurationProvider? = nil
    ) -> DefaultAddToWatchlistUseCase {
        DefaultAddToWatchlistUseCase(
            repository: repository, titleProvider: titleProvider,
            imagesConfigurationProvider: imagesConfigurationProvider ?? self.imagesConfigurationProvider,
            now: { Self.now })
    }

    @Test("a new title is asked of the provider, added now, and returned as new with its poster resolved")
    func addsNewTitle() async throws {
        repository.stub { $0.add = .success((WatchlistEntry.mock(addedAt: Self.now), true)) }

        let addition = try await useCase().execute(id)

        #expect(titleProvider.calledWith == [id])
        #expect(repository.addCalledWith.map(\.title) == [title])
        #expect(repository.addCalledWith.map(\.addedAt) == [Self.now])
        #expect(addition.isNew)
        #expect(
            addition.entry
                == WatchlistEntryDetails(
                    kind: .movie, id: 550, title: "Fight Club", releaseDate: .mockDay(year: 1999, month: 10, day: 15),
                    year: 1999, posterURLSet: .mock(path: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"), voteAverage: 8.438,
                    addedAt: Self.now))
        #expect(imagesConfigurationProvider.callCount == 1)
    }

    @Test("a title already there is returned as it was (its date, watched and note), not as new, without asking TMDb")
    func keepsExistingEntry() async throws {
        let existing = WatchlistEntry.mock(
            watchedAt: Date(timeIntervalSince1970: 1_795_700_000), note: "with Ana")
        repository.stub { $0.entry = .success(existing) }

        let addition = try await useCase().execute(id)

        #expect(titleProvider.calledWith.isEmpty)
        #expect(repository.addCalledWith.isEmpty)
        #expect(!addition.isNew)
        #expect(addition.entry.addedAt == existing.addedAt)
        #expect(addition.entry.watchedAt == existing.watchedAt)
        #expect(addition.entry.isWatched)
        #expect(addition.entry.note == "with Ana")
    }

    @Test("a title TMDb does not have is titleNotFound, and nothing is added")
    func titleNotFound() async {
        let titleProvider = MockWatchlistTitleProvider([id: .failure(.notFound)])
        let useCase = DefaultAddToWatchlistUseCase(
            repository: repository, titleProvider: titleProvider,
            imagesConfigurationProvider: imagesConfigurationProvider, now: { Self.now })

        await #expect(throws: WatchlistError.titleNotFound(id)) {
            try await useCase.execute(id)
        }
        #expect(repository.addCalledWith.isEmpty)
    }

    @Test(
        "a title that cannot be had from TMDb or the cache is a source error with its cause, and nothing is added",
        arguments: [
            DataAccessError.unreachable("TMDb could not be reached"), .unauthorised("Invalid API key"),
            .storage("the cache is locked"),
        ])
    func sourceFailure(error: DataAccessError) async {
        let titleProvider = MockWatchlistTitleProvider([id: .failure(error)])
        let useCase = DefaultAddToWatchlistUseCase(
            repository: repository, titleProvider: titleProvider,
            imagesConfigurationProvider: imagesConfigurationProvider, now: { Self.now })

        await #expect(throws: WatchlistError.source(error)) {
            try await useCase.execute(id)
        }
        #expect(repository.addCalledWith.isEmpty)
    }

    @Test("a watchlist that cannot be written is unavailable, with the store's message")
    func storageFailure() async {
        repository.stub { $0.add = .failure(.storage("the watchlist /tmp/w.sqlite could not be written: disk full")) }

        await #expect(throws: WatchlistError.unavailable("the watchlist /tmp/w.sqlite could not be written: disk full"))
        {
            try await useCase().execute(id)
        }
    }

    @Test("without the images configuration the title is still added, without a poster")
    func withoutImagesConfiguration() async throws {
        repository.stub { $0.add = .success((WatchlistEntry.mock(addedAt: Self.now), true)) }
        let failing = MockImagesConfigurationProvider(stub: .failure(.unreachable(nil)))

        let addition = try await useCase(imagesConfigurationProvider: failing).execute(id)

        #expect(addition.isNew)
        #expect(addition.entry.posterURLSet == nil)
        #expect(addition.entry.title == "Fight Club")
        #expect(failing.callCount == 1)
    }
}
