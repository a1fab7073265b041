import Foundation

/// Fetches one image file by its full URL: live over libcurl (``CurlImageDownloader``), or a stub
/// in tests.
public protocol ImageDownloading: Sendable {
    /// What came back for `url`: the file, the status the host refused it with, or why nothing
    /// came back. Never throws: a poster that cannot be had is simply not drawn.
    func download(_ url: URL) async -> ImageDownload
}
