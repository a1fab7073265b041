import CoreApplication

/// What `popcorn history import` did, as it says it and `--json` writes it.
public struct HistoryImportReport: Codable, Hashable, Sendable {
    /// Watches the diary did not have.
    public let addedWatches: Int
    /// Watches it had already (the same title, day and logging time; for Letterboxd's
    /// `watched.csv`, any watch of the film).
    public let existingWatches: Int
    /// Ratings set (new, or newer than the diary's).
    public let setRatings: Int
    /// Ratings left as they were (the same, or rated later here).
    public let keptRatings: Int
    /// The rows left out under `--skip-unresolved` because they name no film popcorn could find;
    /// empty otherwise (any such row then fails the import).
    public let skipped: [UnresolvedImportRow]

    public init(
        addedWatches: Int, existingWatches: Int, setRatings: Int, keptRatings: Int, skipped: [UnresolvedImportRow] = []
    ) {
        self.addedWatches = addedWatches
        self.existingWatches = existingWatches
        self.setRatings = setRatings
        self.keptRatings = keptRatings
        self.skipped = skipped
    }
}
