import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live transport: sends requests to TMDb (or a proxy/mirror at `baseURL`) with
/// `URLSession`, authenticating with a v3 API key or a v4 read access token. Errors it
/// throws name the cause only, never the URL (which may carry the key).
public struct URLSessionTMDbTransport: TMDbTransport {
    private let baseURL: URL
    private let credentials: TMDbCredentials
    private let timeout: TimeInterval
    private let session: URLSession

    /// - Parameters:
    ///   - baseURL: TMDb's API root; a trailing `/` is optional.
    ///   - credentials: Added to every request, never stored in ``TMDbRequest``.
    ///   - timeout: Seconds allowed for each request.
    public init(baseURL: URL = TMDbAPI.defaultBaseURL, credentials: TMDbCredentials, timeout: TimeInterval = 10) {
        self.baseURL = baseURL
        self.credentials = credentials
        self.timeout = Self.effectiveTimeout(timeout)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = self.timeout
        configuration.timeoutIntervalForResource = self.timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: configuration)
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        let urlRequest = try makeURLRequest(for: request)
        let (data, response): (Data, URLResponse)
        switch await Self.uncancellableData(for: urlRequest, session: session) {
        case .success(let answer):
            (data, response) = answer
        case .failure(let error):
            throw .unreachable(Self.unreachableMessage(for: error))
        }
        guard let http = response as? HTTPURLResponse else {
            throw .unreachable("the answer was not HTTP")
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            guard let name = name as? String else {
                continue
            }
            headers[name.lowercased()] = value as? String ?? "\(value)"
        }
        return TMDbResponse(statusCode: http.statusCode, headers: headers, body: data)
    }

    /// Runs the request in its own unstructured task, so cancelling the caller (an `async let` that
    /// is no longer needed) never cancels the `URLSession` request underneath: on Linux,
    /// swift-corelibs-foundation can deadlock or crash when an async request is cancelled while it
    /// completes. The request finishes within its timeout and a cancelled caller drops the answer.
    private static func uncancellableData(
        for urlRequest: URLRequest,
        session: URLSession
    ) async -> Result<(Data, URLResponse), any Error> {
        await Task {
            do {
                return .success(try await session.data(for: urlRequest))
            } catch {
                return .failure(error)
            }
        }.value
    }

    /// The `URLRequest` for `request`: base URL + path + query items + credentials,
    /// `Accept: application/json` and the timeout. Internal so tests can check it offline.
    func makeURLRequest(for request: TMDbRequest) throws(TMDbError) -> URLRequest {
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
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = "GET"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        if case .readAccessToken(let token) = credentials {
            urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return urlRequest
    }

    /// The timeout actually used. FoundationNetworking (Linux) truncates timeouts to whole
    /// seconds, so 0.5 would time out at once: round up, to at least one second.
    static func effectiveTimeout(_ timeout: TimeInterval) -> TimeInterval {
        #if canImport(FoundationNetworking)
            guard timeout.isFinite else {
                return timeout
            }
            return max(1, timeout.rounded(.up))
        #else
            return timeout
        #endif
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

    /// A short cause for a failed request, derived from the `URLError` code only: the
    /// error's own description may contain the URL and with it the API key.
    static func unreachableMessage(for error: any Error) -> String {
        guard let urlError = error as? URLError else {
            return error is CancellationError ? "cancelled" : "the request failed"
        }
        return unreachableMessage(for: urlError.code)
    }

    static func unreachableMessage(for code: URLError.Code) -> String {
        switch code {
        case .cannotConnectToHost: "connection refused"
        case .timedOut: "timed out"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .notConnectedToInternet: "no internet connection"
        case .networkConnectionLost: "connection lost"
        case .cancelled: "cancelled"
        case .secureConnectionFailed: "secure connection failed"
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot, .clientCertificateRejected, .clientCertificateRequired:
            "the TLS certificate was not accepted"
        case .badServerResponse, .cannotParseResponse: "bad server response"
        case .zeroByteResource: "empty response"
        case .badURL, .unsupportedURL: "unsupported URL"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: "too many redirects"
        case .dataLengthExceedsMaximum: "response too large"
        case .internationalRoamingOff, .callIsActive, .dataNotAllowed: "network not available"
        default: "network error \(code.rawValue)"
        }
    }
}
