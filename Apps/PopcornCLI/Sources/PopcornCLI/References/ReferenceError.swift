/// Why a `<ref>` argument was rejected; the description is what the user reads.
struct ReferenceError: Error, Equatable, CustomStringConvertible {
    /// One sentence saying what was wrong and what to type instead.
    let description: String
}
