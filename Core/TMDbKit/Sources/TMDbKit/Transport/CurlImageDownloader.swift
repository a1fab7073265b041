import Foundation

/// Fetches image files (posters, profile photos) from TMDb's image host, whose address TMDb's
/// `/configuration` gives, through the same libcurl stack as the API: the same proxies from the
/// environment, certificate authorities, timeout and user agent. Separate from ``TMDbTransport``
/// because an image is no API request: it has a full URL of another host, carries no credentials
/// and answers bytes, not JSON.
public struct CurlImageDownloader: ImageDownloading {
    private let timeout: TimeInterval
    private let userAgent: String
    private let certificateAuthorities: String?

    public init(timeout: TimeInterval = 10, userAgent: String = "TMDbKit", certificateAuthorities: String? = nil) {
        self.timeout = timeout
        self.userAgent = userAgent
        self.certificateAuthorities = certificateAuthorities
    }

    public func download(_ url: URL) async -> ImageDownload {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failed("the image address is not http or https")
        }
        let outcome = await CurlTransfer.send(
            url: url.absoluteString, headerLines: ["Accept: image/*"], userAgent: userAgent,
            certificateAuthorities: certificateAuthorities, timeout: timeout)
        switch outcome {
        case .answer(let status, let headers, let body):
            let contentType = headers.first { $0.key.lowercased() == "content-type" }?.value
            guard (200..<300).contains(status) else {
                return .refused(status: status)
            }
            return .file([UInt8](body), contentType: contentType)
        case .failure(let code, let message):
            return .failed(CurlTMDbTransport.unreachableMessage(forCode: code, message: message))
        }
    }
}
