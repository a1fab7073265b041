/// The reader of standard output went away (`popcorn movie popular | head -1`): not a failure,
/// the program just stops writing and exits 0.
struct StandardOutputClosed: Error, Equatable {
    /// The `errno` the failed write reported, usually `EPIPE`.
    let errorNumber: Int32
}
