/// A decorator that lets at most `maxConcurrent` requests be in flight at once across all the
/// callers sharing it; the others wait their turn, first come, first served. A caller cancelled
/// while waiting gets ``TMDbError/unreachable(_:)`` with the cause "cancelled" and never sends.
public struct ConcurrencyLimitedTMDbTransport: TMDbTransport {
    private let inner: any TMDbTransport
    private let gate: TMDbRequestGate

    /// - Parameters:
    ///   - inner: The transport that sends the requests.
    ///   - maxConcurrent: Requests allowed in flight at once; values below 1 act as 1.
    public init(wrapping inner: any TMDbTransport, maxConcurrent: Int = 4) {
        self.inner = inner
        self.gate = TMDbRequestGate(limit: maxConcurrent)
    }

    public func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        guard await gate.acquire() else {
            throw .unreachable("cancelled")
        }
        let outcome: Result<TMDbResponse, TMDbError>
        do {
            outcome = .success(try await inner.send(request))
        } catch {
            outcome = .failure(error)
        }
        await gate.release()
        return try outcome.get()
    }
}
