import Foundation

/// The shape every use case's typed error shares: not found, unauthorised, or something else.
///
/// Most use cases throw CoreApplication's `FetchError`, which has just these three cases; one with
/// failures of its own declares an enum that adds them. This protocol gives them one conversion
/// from ``DataAccessError`` and lets the CLI classify any of them without knowing its type.
public protocol UseCaseError: Error, Equatable, Sendable {
    /// The requested item does not exist.
    static var notFound: Self { get }
    /// The credentials were refused; carries TMDb's status message.
    static func unauthorised(_ message: String?) -> Self
    /// Any other failure, with the data-access reason behind it.
    static func unknown(_ cause: DataAccessError?) -> Self
    /// The data-access failure this error stands for.
    var cause: DataAccessError { get }
}

extension UseCaseError {
    /// Converts a repository or provider failure into this use case's error.
    public init(_ error: DataAccessError) {
        switch error {
        case .notFound:
            self = .notFound
        case .unauthorised(let message):
            self = .unauthorised(message)
        default:
            self = .unknown(error)
        }
    }

    /// Converts whatever a concurrent fetch threw (`async let` loses typed throws) into this error.
    public init(converting error: any Error) {
        if let error = error as? DataAccessError {
            self.init(error)
        } else {
            self = .unknown(.unknown(String(describing: error)))
        }
    }
}
