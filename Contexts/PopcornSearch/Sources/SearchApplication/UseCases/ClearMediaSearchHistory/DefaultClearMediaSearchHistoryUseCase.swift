import Foundation
import SearchDomain

/// Asks the history repository to delete every entry.
struct DefaultClearMediaSearchHistoryUseCase: ClearMediaSearchHistoryUseCase {
    private let historyRepository: any MediaSearchHistoryRepository

    init(historyRepository: some MediaSearchHistoryRepository) {
        self.historyRepository = historyRepository
    }

    func execute() async throws(MediaSearchHistoryError) -> Int {
        do {
            return try await historyRepository.clear()
        } catch {
            throw MediaSearchHistoryError(error)
        }
    }
}
