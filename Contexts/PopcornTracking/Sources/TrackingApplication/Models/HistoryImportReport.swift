/// What `popcorn history import` did, as it says it and `--json` writes it.
public struct HistoryImportReport: Codable, Hashable, Sendable {
    /// Watches the diary did not have.
    public let addedWatches: Int
    /// Watches it had already (the same title, day and logging time).
    public let existingWatches: Int
    /// Ratings set (new, or newer than the diary's).
    public let setRatings: Int
    /// Ratings left as they were (the same, or rated later here).
    public let keptRatings: Int

    public init(addedWatches: Int, existingWatches: Int, setRatings: Int, keptRatings: Int) {
        self.addedWatches = addedWatches
        self.existingWatches = existingWatches
        self.setRatings = setRatings
        self.keptRatings = keptRatings
    }
}
