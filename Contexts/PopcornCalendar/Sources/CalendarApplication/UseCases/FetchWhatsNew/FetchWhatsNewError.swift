import CoreApplication
import CoreDomain

/// Why `whats-new` could not answer: as any fetch fails, or because the calendar's own file (the
/// day it was last asked) could not be read.
public enum FetchWhatsNewError: UseCaseError {
    case notFound
    case unauthorised(String?)
    case unknown(DataAccessError?)
    /// The calendar's user-data file could not be read; says which file and why. Nothing was
    /// changed in it.
    case memory(DataAccessError)

    /// The fetch failure as this error.
    public init(_ error: FetchError) {
        switch error {
        case .notFound: self = .notFound
        case .unauthorised(let message): self = .unauthorised(message)
        case .unknown(let cause): self = .unknown(cause)
        }
    }

    public var cause: DataAccessError {
        switch self {
        case .notFound: .notFound
        case .unauthorised(let message): .unauthorised(message)
        case .unknown(let cause): cause ?? .unknown(nil)
        case .memory(let cause): cause
        }
    }
}
