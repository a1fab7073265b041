import Foundation
import TrackingDomain

/// Reads the diary and the ratings through the repository (newest first) and writes them oldest
/// first, so an export imported back adds them in the order they were logged.
struct DefaultExportHistoryUseCase: ExportHistoryUseCase {
    private let repository: any TrackingRepository

    init(repository: some TrackingRepository) {
        self.repository = repository
    }

    func execute(format: HistoryExportFormat) async throws(TrackingError) -> String {
        let document: HistoryExportDocument
        do {
            document = HistoryExportDocument(
                watches: try await repository.history(kind: nil, since: nil).reversed().map(HistoryExportEntry.init),
                ratings: try await repository.ratings(kind: nil).reversed().map(HistoryExportEntry.init))
        } catch {
            throw TrackingError(storage: error)
        }
        switch format {
        case .csv:
            return HistoryCSV.text(for: document)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(document) else {
                throw .unavailable("the history could not be written as JSON")
            }
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }
}
