/// TMDb's status body (`{"success":false,"status_code":7,"status_message":"..."}`): the body of
/// every error, read leniently so a proxy's HTML error page still yields a usable ``TMDbStatus``,
/// and of every answer to an account's change (`"status_code":1,"status_message":"Success."`).
public struct TMDbErrorBodyDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var success: Bool?
    /// TMDb's own error number, e.g. 7 (invalid API key) or 34 (not found).
    @Lossy public private(set) var statusCode: Int?
    @Lossy public private(set) var statusMessage: String?

    enum CodingKeys: String, CodingKey {
        case success
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }

    public init(success: Bool? = nil, statusCode: Int? = nil, statusMessage: String? = nil) {
        self.success = success
        self.statusCode = statusCode
        self.statusMessage = statusMessage
    }
}
