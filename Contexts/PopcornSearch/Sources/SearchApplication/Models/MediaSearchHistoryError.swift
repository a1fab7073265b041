import CoreDomain
import Foundation

/// Why the search history could not be read or written. It is user data: the caller must never
/// paper over it by starting a new history.
public enum MediaSearchHistoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The history file could not be opened, read or written; says which file and why.
    case unavailable(String)

    /// Wraps a repository failure.
    public init(_ error: DataAccessError) {
        switch error {
        case .storage(let message?), .unknown(let message?):
            self = .unavailable(message)
        default:
            self = .unavailable("the search history could not be used (\(error))")
        }
    }

    public var description: String {
        switch self {
        case .unavailable(let message): message
        }
    }
}
