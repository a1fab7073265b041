import Foundation
import SearchDomain

/// Stamps the search with the factory's clock and hands it to the history repository.
struct DefaultRecordMediaSearchUseCase: RecordMediaSearchUseCase {
    private let historyRepository: any MediaSearchHistoryRepository
    private let now: @Sendable () -> Date

    init(historyRepository: some MediaSearchHistoryRepository, now: @escaping @Sendable () -> Date) {
        self.historyRepository = historyRepository
        self.now = now
    }

    func execute(query: String, kind: MediaSearchKind) async throws(MediaSearchHistoryError) {
        let entry = MediaSearchHistoryEntry(query: query, kind: kind, searchedAt: now())
        guard !entry.query.isEmpty else {
            return
        }
        do {
            try await historyRepository.record(entry)
        } catch {
            throw MediaSearchHistoryError(error)
        }
    }
}
