import GRDB

/// A row that belongs to one parent row and is stored in a child table the owning context names.
///
/// The row type carries only its own columns: ``OwnedRowTable`` writes the owner key and the
/// `position` that keeps TMDb's order, and ignores them when the row is read back.
public protocol OwnedRow: FetchableRecord, EncodableRecord, Equatable, Sendable {}
