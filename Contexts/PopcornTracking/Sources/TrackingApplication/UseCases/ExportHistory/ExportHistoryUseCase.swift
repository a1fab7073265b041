/// Writes the whole diary and every rating out: behind `popcorn history export`.
public protocol ExportHistoryUseCase: Sendable {
    /// The diary and the ratings, oldest first, as `format`'s text, which `import` reads back.
    func execute(format: HistoryExportFormat) async throws(TrackingError) -> String
}
