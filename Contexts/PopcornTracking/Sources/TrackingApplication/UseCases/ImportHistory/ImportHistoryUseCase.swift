/// Adds an export's watches and ratings to the diary: behind `popcorn history import`.
public protocol ImportHistoryUseCase: Sendable {
    /// Reads `text` (our JSON or CSV export, or Letterboxd's `diary.csv`, `ratings.csv` or
    /// `watched.csv`, told apart from its `watchlist.csv` by `fileName`), checks every entry, finds
    /// the films Letterboxd names, then adds all of it in one transaction: a wrong entry is
    /// `malformedImport` naming its line and nothing is imported; importing the same file twice
    /// changes nothing. A row naming no film fails the import (`unresolvedImport`, nothing written)
    /// unless `skipUnresolved`. `progress` hears how many of the file's films were looked up, of
    /// how many, as each is.
    func execute(
        _ text: String, fileName: String?, skipUnresolved: Bool,
        progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
    ) async throws(TrackingError) -> HistoryImportReport
}
