/// What asking the image host for one file brought.
public enum ImageDownload: Equatable, Sendable {
    /// A 2xx answer: the bytes as sent and the `Content-Type` they were said to be.
    case file([UInt8], contentType: String?)
    /// Any other status (404 for a path TMDb no longer has).
    case refused(status: Int)
    /// No answer at all, with a short cause (`connection refused`, `timed out`).
    case failed(String)
}
