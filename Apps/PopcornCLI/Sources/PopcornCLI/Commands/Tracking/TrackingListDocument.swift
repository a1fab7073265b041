/// What `popcorn history --json` and `popcorn ratings --json` write: the rows, newest first, and how
/// many there are (the shape of the other list commands' documents).
struct TrackingListDocument<Item: Encodable & Sendable>: Encodable, Sendable {
    let results: [Item]
    let totalResults: Int

    init(_ results: [Item]) {
        self.results = results
        totalResults = results.count
    }
}
