import CoreDomain

/// A followed series or movie left out of the calendar, and why.
public struct UnavailableTitleModel: Equatable, Sendable {
    /// `tv` or `movie`, as the commands that open it say.
    public let kind: String
    public let id: Int
    public let name: String
    public let cause: DataAccessError

    public init(kind: String, id: Int, name: String, cause: DataAccessError) {
        self.kind = kind
        self.id = id
        self.name = name
        self.cause = cause
    }
}
