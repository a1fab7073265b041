import Foundation
import SearchDomain

/// Reads the history repository and maps each entry.
struct DefaultFetchMediaSearchHistoryUseCase: FetchMediaSearchHistoryUseCase {
    private let historyRepository: any MediaSearchHistoryRepository
    private let mapper = MediaSearchHistoryEntryDetailsMapper()

    init(historyRepository: some MediaSearchHistoryRepository) {
        self.historyRepository = historyRepository
    }

    func execute(limit: Int) async throws(MediaSearchHistoryError) -> MediaSearchHistoryDetails {
        do {
            return MediaSearchHistoryDetails(results: try await historyRepository.entries(limit: limit).map(mapper.map))
        } catch {
            throw MediaSearchHistoryError(error)
        }
    }
}
