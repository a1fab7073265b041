/// Adds an export's watches and ratings to the diary: behind `popcorn history import`.
public protocol ImportHistoryUseCase: Sendable {
    /// Reads `text` (our JSON or CSV export), checks every entry, then adds all of it in one
    /// transaction: a wrong entry is `malformedImport` naming its line and nothing is imported;
    /// importing the same file twice changes nothing.
    func execute(_ text: String) async throws(TrackingError) -> HistoryImportReport
}
