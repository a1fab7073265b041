import Foundation

/// What the loopback server answers to one request.
struct StubResponse: Sendable {
    let status: Int
    let body: Data
    let contentType: String
    /// Headers sent besides `Content-Type`, `Content-Length` and `Connection` (e.g. `Retry-After`).
    private(set) var headers: [String: String]

    init(
        status: Int, body: String, contentType: String = "application/json;charset=utf-8",
        headers: [String: String] = [:]
    ) {
        self.status = status
        self.body = Data(body.utf8)
        self.contentType = contentType
        self.headers = headers
    }

    /// A response of raw bytes (an image, or bytes pretending to be one) said to be `contentType`.
    init(status: Int, bytes: [UInt8], contentType: String, headers: [String: String] = [:]) {
        self.status = status
        self.body = Data(bytes)
        self.contentType = contentType
        self.headers = headers
    }

    /// HTTP 200 with the bytes of an image file.
    static func image(_ bytes: [UInt8], contentType: String = "image/jpeg") -> StubResponse {
        StubResponse(status: 200, bytes: bytes, contentType: contentType)
    }

    /// HTTP 200 with a JSON body.
    static func json(_ body: String) -> StubResponse {
        StubResponse(status: 200, body: body)
    }

    /// TMDb's 404 body for an unknown resource.
    static let notFound = StubResponse(
        status: 404,
        body: #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
    )

    /// The same response with `extra` headers too (an extra header replaces one of the same name).
    func addingHeaders(_ extra: [String: String]) -> StubResponse {
        var response = self
        response.headers.merge(extra) { _, new in new }
        return response
    }

    /// The whole HTTP/1.1 response, with `Content-Length`, the extra headers sorted by name, and
    /// `Connection: close`.
    var serialized: Data {
        var head =
            "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
            + "Content-Type: \(contentType)\r\n"
            + "Content-Length: \(body.count)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(value)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }
}
