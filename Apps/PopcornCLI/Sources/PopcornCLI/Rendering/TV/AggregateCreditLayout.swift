/// The column widths of an aggregate credits table, shared by every department's rows so they align.
struct AggregateCreditLayout: Sendable, Equatable {
    let name: Int
    let part: Int
    let episodes: Int
    let identifier: Int
}
