import CoreDomain

/// A followed series or movie left out of the calendar, and why.
public struct UnavailableTitleModel: Equatable, Sendable {
    /// A series or a movie, named as the commands that open it name them.
    public enum Kind: String, Sendable {
        case tv
        case movie
    }

    public let kind: Kind
    public let id: Int
    public let name: String
    public let cause: DataAccessError

    public init(kind: Kind, id: Int, name: String, cause: DataAccessError) {
        self.kind = kind
        self.id = id
        self.name = name
        self.cause = cause
    }
}
