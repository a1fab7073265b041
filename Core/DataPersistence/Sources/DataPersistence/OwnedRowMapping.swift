/// Maps one domain value to the child row that stores it, and back.
///
/// Child rows are always replaced wholesale with their parent, so unlike a parent record's mapper
/// there is no update-in-place: the parent's mapper rebuilds the rows from the domain value.
public protocol OwnedRowMapping: Sendable {
    /// The domain value, e.g. `CastMember`.
    associatedtype Value
    /// The row that stores it, e.g. ``CastMemberRow``.
    associatedtype Row: OwnedRow

    /// The domain value a stored row holds.
    func map(_ row: Row) -> Value

    /// The row that stores a domain value.
    func map(_ value: Value) -> Row
}
