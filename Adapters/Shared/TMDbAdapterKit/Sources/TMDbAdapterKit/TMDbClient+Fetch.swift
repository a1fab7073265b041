import CoreDomain
import TMDbKit

extension TMDbClient {
    /// Fetches an endpoint and classifies a failure as the `DataAccessError` the rest of the app
    /// understands, with ``TMDbErrorMapper``: the one way every adapter asks TMDb, so a failure means
    /// the same thing (and exit code) in every context.
    public func fetch<Response>(_ endpoint: Endpoint<Response>) async throws(DataAccessError) -> Response {
        do {
            return try await get(endpoint)
        } catch {
            throw TMDbErrorMapper().map(error)
        }
    }
}
