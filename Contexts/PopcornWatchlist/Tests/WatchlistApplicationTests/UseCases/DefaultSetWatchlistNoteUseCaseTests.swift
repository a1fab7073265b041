import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("DefaultSetWatchlistNoteUseCase")
struct DefaultSetWatchlistNoteUseCaseTests {
    let id = WatchlistItemID(kind: .tvSeries, tmdbID: 1396)
    let repository = MockWatchlistRepository()

    var useCase: DefaultSetWatchlistNoteUseCase { DefaultSetWatchlistNoteUseCase(repository: repository) }

    @Test("the note is stored trimmed, its inner spaces and lines kept, and the entry returned as it is now")
    func storesTrimmedNote() async throws {
        repository.stub { $0.setNote = .success(.mockSeries(note: "with Ana\n  and Ben")) }

        let details = try await useCase.execute(id, note: "  \twith Ana\n  and Ben \n")

        #expect(repository.setNoteCalledWith.map(\.id) == [id])
        #expect(repository.setNoteCalledWith.map(\.note) == ["with Ana\n  and Ben"])
        #expect(details.note == "with Ana\n  and Ben")
        #expect(details.itemID == id)
    }

    @Test("an empty or blank note clears it", arguments: ["", "   ", " \n\t "])
    func blankClears(note: String) async throws {
        repository.stub { $0.setNote = .success(.mockSeries(note: nil)) }

        let details = try await useCase.execute(id, note: note)

        #expect(repository.setNoteCalledWith.map(\.note) == [nil])
        #expect(details.note == nil)
    }

    @Test("a title that is not on the watchlist is notOnWatchlist")
    func notOnWatchlist() async {
        repository.stub { $0.setNote = .success(nil) }

        await #expect(throws: WatchlistError.notOnWatchlist(id)) {
            try await useCase.execute(id, note: "later")
        }
    }

    @Test("a watchlist that cannot be written is unavailable, with the store's message")
    func storageFailure() async {
        repository.stub { $0.setNote = .failure(.storage("the watchlist is read-only")) }

        await #expect(throws: WatchlistError.unavailable("the watchlist is read-only")) {
            try await useCase.execute(id, note: "later")
        }
    }
}
