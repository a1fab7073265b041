/// One row of a listing that ends with the command that opens what it lists
/// (`popcorn tv season 1396 1`), its text kept plain for measuring and styled for printing.
struct HintedRow: Sendable, Equatable {
    /// The row without its command, unstyled, to measure.
    let plain: String
    /// The same text with styles applied, to print.
    let styled: String
    /// The command that opens the row's item.
    let command: String
}
