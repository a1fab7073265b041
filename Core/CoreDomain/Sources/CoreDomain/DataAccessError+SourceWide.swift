extension DataAccessError {
    /// Whether the failure is TMDb's as a whole (out of reach, refusing the credentials, rate
    /// limiting), so that other requests would fail the same way: a batch of lookups stops starting
    /// new ones after it, but goes on after one item TMDb does not have.
    public var isSourceWide: Bool {
        switch self {
        case .unreachable, .unauthorised, .rateLimited: true
        case .notFound, .invalidResponse, .storage, .unknown: false
        }
    }
}
