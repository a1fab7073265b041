import Foundation

/// Why data could not be had from TMDb or the cache.
///
/// Shared by every context so that data sources, repositories and use cases classify failures
/// one way, and the CLI turns each case into exactly one exit code.
public enum DataAccessError: Error, Equatable, Sendable {
    /// The requested item does not exist (TMDb 404, or absent from the offline catalog).
    case notFound
    /// The credentials are missing, invalid or refused; carries TMDb's status message.
    case unauthorised(String?)
    /// TMDb kept answering 429.
    case rateLimited(String?)
    /// TMDb could not be reached or kept failing, and there was nothing cached to fall back on.
    case unreachable(String?)
    /// TMDb answered with a body that could not be decoded; names the endpoint.
    case invalidResponse(String?)
    /// The local cache could not be read or written.
    case storage(String?)
    /// Anything else.
    case unknown(String?)
}
