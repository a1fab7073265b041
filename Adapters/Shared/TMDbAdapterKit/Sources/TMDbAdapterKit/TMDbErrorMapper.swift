import CoreDomain
import TMDbKit

/// Classifies a wire-level `TMDbError` as the `DataAccessError` the rest of the app understands.
///
/// Every context's adapter uses it, so a TMDb failure means the same thing (and exit code) everywhere.
public struct TMDbErrorMapper: Sendable {
    public init() {}

    /// The data-access failure a TMDb error stands for.
    public func map(_ error: TMDbError) -> DataAccessError {
        switch error {
        case .unauthorized(let status):
            .unauthorised(status.statusMessage)
        case .notFound:
            .notFound
        case .rateLimited(let status, _):
            .rateLimited(status.statusMessage)
        case .server, .unreachable:
            .unreachable(error.description)
        case .decoding:
            .invalidResponse(error.description)
        case .http, .invalidRequest:
            .unknown(error.description)
        }
    }
}
