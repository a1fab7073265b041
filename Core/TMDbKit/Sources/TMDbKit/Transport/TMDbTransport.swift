/// The one thing that differs between live TMDb, the offline catalog and test stubs:
/// how a request turns into an HTTP answer.
public protocol TMDbTransport: Sendable {
    /// Sends `request` and returns whatever HTTP answer came back, error statuses included.
    /// Throws only when no HTTP answer was had (refused, DNS, timeout, bad request).
    func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse
}
