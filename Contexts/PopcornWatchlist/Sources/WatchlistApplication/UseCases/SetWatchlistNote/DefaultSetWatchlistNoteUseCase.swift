import CoreDomain
import Foundation
import WatchlistDomain

/// Trims the note, stores it (or clears it when blank) through the repository.
struct DefaultSetWatchlistNoteUseCase: SetWatchlistNoteUseCase {
    private let repository: any WatchlistRepository
    private let mapper = WatchlistEntryDetailsMapper()

    init(repository: some WatchlistRepository) {
        self.repository = repository
    }

    func execute(_ id: WatchlistItemID, note: String) async throws(WatchlistError) -> WatchlistEntryDetails {
        let trimmed = note.trimmingCharacters(in: .whitespacesAndNewlines)
        let updated: WatchlistEntry?
        do {
            updated = try await repository.setNote(id, to: trimmed.isEmpty ? nil : trimmed)
        } catch {
            throw WatchlistError(storage: error)
        }
        guard let updated else {
            throw .notOnWatchlist(id)
        }
        return mapper.map(updated, imagesConfiguration: nil)
    }
}
