import Foundation

/// The live transport: sends requests to TMDb (or a proxy or mirror at `baseURL`) through
/// libcurl, authenticating with a v3 API key or a v4 read access token. libcurl is loaded on the
/// first request, not linked, so the commands that answer from the cache or the catalog start
/// without it and the thirty libraries it needs (FoundationNetworking would link them all).
/// libcurl brings what people expect of a network client: `https_proxy`, `http_proxy`,
/// `all_proxy` and `no_proxy` from the environment, the system's certificate authorities, kept
/// connections, compressed answers and redirects. Errors it throws name the cause only, never the
/// URL (which may carry the key).
public struct CurlTMDbTransport: TMDbTransport {
    private let baseURL: URL
    private let credentials: TMDbCredentials
    private let timeout: TimeInterval
    private let userAgent: String
    private let certificateAuthorities: String?

    /// - Parameters:
    ///   - baseURL: TMDb's API root; a trailing `/` is optional.
    ///   - credentials: Added to every request, never stored in ``TMDbRequest``.
    ///   - timeout: Seconds allowed for each request, connecting included.
    ///   - userAgent: The `User-Agent` sent, such as `popcorn/1.0`.
    ///   - certificateAuthorities: A PEM file of the authorities to trust instead of the system's
    ///     (for a proxy that signs TLS with its own), or `nil`.
    public init(
        baseURL: URL = TMDbAPI.defaultBaseURL, credentials: TMDbCredentials, timeout: TimeInterval = 10,
        userAgent: String = "TMDbKit", certificateAuthorities: String? = nil
    ) {
        self.baseURL = baseURL
        self.credentials = credentials
        self.timeout = timeout
        self.userAgent = userAgent
        self.certificateAuthorities = certificateAuthorities
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        let httpRequest = try makeHTTPRequest(for: request)
        let outcome = await CurlTransfer.send(
            httpRequest.method, url: httpRequest.url.absoluteString, headerLines: httpRequest.headerLines,
            body: httpRequest.body, userAgent: userAgent, certificateAuthorities: certificateAuthorities,
            timeout: httpRequest.timeout)
        switch outcome {
        case .answer(let status, let headers, let body):
            return TMDbResponse(statusCode: status, headers: headers, body: body)
        case .failure(let code, let message):
            throw .unreachable(Self.unreachableMessage(forCode: code, message: message))
        }
    }

    /// The HTTP request for `request`: its method, base URL + path + query items + credentials,
    /// `Accept: application/json` (and the body's `Content-Type`), the body and the timeout. Internal
    /// so tests can check it offline.
    func makeHTTPRequest(for request: TMDbRequest) throws(TMDbError) -> TMDbHTTPRequest {
        guard
            let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
            baseURL.host?.isEmpty == false
        else {
            throw .invalidRequest("the TMDb base URL must be an absolute http or https URL")
        }
        var base = baseURL.absoluteString
        if let queryStart = base.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            base = String(base[..<queryStart])
        }
        while base.hasSuffix("/") {
            base.removeLast()
        }
        let path = request.path.hasPrefix("/") ? request.path : "/" + request.path
        var items = request.queryItems
        if case .apiKey(let key) = credentials {
            items.append(URLQueryItem(name: "api_key", value: key))
        }
        var text = base + Self.percentEncodedPath(path)
        if !items.isEmpty {
            text += "?" + Self.percentEncodedQuery(items)
        }
        guard let url = URL(string: text) else {
            throw .invalidRequest("the request path could not be made into a URL")
        }
        var headers = ["Accept": "application/json"]
        if case .readAccessToken(let token) = credentials {
            headers["Authorization"] = "Bearer \(token)"
        }
        if request.body != nil {
            headers["Content-Type"] = "application/json;charset=utf-8"
        }
        return TMDbHTTPRequest(
            method: request.method, url: url, headers: headers, timeout: timeout, body: request.body)
    }

    /// Bytes that stand for themselves in a query name or value (RFC 3986 unreserved);
    /// everything else, including `+`, `&`, `=` and spaces, is percent-encoded.
    private static let unreservedQuery: CharacterSet = {
        var set = CharacterSet()
        set.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return set
    }()

    /// Path bytes kept as they are: unreserved plus `/`.
    private static let unreservedPath: CharacterSet = unreservedQuery.union(CharacterSet(charactersIn: "/"))

    static func percentEncodedQuery(_ items: [URLQueryItem]) -> String {
        items.map { item in
            let name = item.name.addingPercentEncoding(withAllowedCharacters: unreservedQuery) ?? ""
            guard let value = item.value else {
                return name
            }
            return name + "=" + (value.addingPercentEncoding(withAllowedCharacters: unreservedQuery) ?? "")
        }
        .joined(separator: "&")
    }

    static func percentEncodedPath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: unreservedPath) ?? path
    }

    /// A short cause for a failed request, from libcurl's code only: its own message may name the
    /// host or the URL, and with it the key. Only a library that did not load or start is told as
    /// it is.
    static func unreachableMessage(forCode code: Int32, message: String = "") -> String {
        switch code {
        case CurlCode.notLoaded: "\(message); popcorn needs libcurl to reach TMDb (Debian and Ubuntu: libcurl4)"
        case CurlCode.notStarted: "\(message)"
        case CurlCode.tooLarge, 63: "response too large"
        case 7: "connection refused"
        case 28: "timed out"
        case 6: "host not found"
        case 5: "proxy not found"
        case 97: "the proxy refused the request"
        case 35: "secure connection failed"
        case 58, 60, 83, 90: "the TLS certificate was not accepted"
        case 77: "the certificate authorities file (SSL_CERT_FILE or CURL_CA_BUNDLE) could not be read"
        case 8: "bad server response"
        case 61: "the answer's compression is not one libcurl can undo"
        case 52: "empty response"
        case 16, 18, 55, 56, 92: "connection lost"
        case 1: "not HTTP or HTTPS"
        case 3: "unsupported URL"
        case 47: "too many redirects"
        case 42: "cancelled"
        default: "network error \(code)"
        }
    }

    /// The causes worth another attempt (see ``RetryingTMDbTransport/isTransient(_:)``): the
    /// request timed out, the connection was refused or lost, the host name did not resolve, or
    /// the server dropped the connection mid-answer.
    static let transientCauses: Set<String> = Set(
        [28, 7, 56, 6, 8, 52].map { unreachableMessage(forCode: $0) })
}
