/// What an import did to the diary: the watches it added and those already there (the same title,
/// day and logging time), the ratings it set and those it left (the same, or rated later here).
public struct HistoryImportResult: Hashable, Sendable {
    public let addedWatches: Int
    public let existingWatches: Int
    public let setRatings: Int
    public let keptRatings: Int

    public init(addedWatches: Int, existingWatches: Int, setRatings: Int, keptRatings: Int) {
        self.addedWatches = addedWatches
        self.existingWatches = existingWatches
        self.setRatings = setRatings
        self.keptRatings = keptRatings
    }
}
