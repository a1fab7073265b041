/// What TMDb said when it refused a request: the HTTP status plus TMDb's own
/// `status_code`/`status_message` from the error body, so callers can explain *why*.
public struct TMDbStatus: Sendable, Equatable {
    /// The HTTP status code, e.g. 401.
    public let httpStatus: Int
    /// TMDb's `status_code` (e.g. 7 for an invalid API key), when the body carried one.
    public let statusCode: Int?
    /// TMDb's `status_message`, when the body carried one.
    public let statusMessage: String?

    public init(httpStatus: Int, statusCode: Int? = nil, statusMessage: String? = nil) {
        self.httpStatus = httpStatus
        self.statusCode = statusCode
        self.statusMessage = statusMessage
    }
}
