import CoreDomain
import Synchronization

/// A remote that answers every appended request with "fetched" parts, or fails, and records the
/// parts each request appended.
final class AppendedRemoteStub: Sendable {
    private let state: Mutex<(requests: [[SamplePart]], error: DataAccessError?)>

    init(failingWith error: DataAccessError? = nil) {
        state = Mutex(([], error))
    }

    /// The appended parts of each request, in order.
    var requests: [[SamplePart]] { state.withLock { $0.requests } }

    func fetch(_ parts: [SamplePart]) async throws(DataAccessError) -> SampleScreen {
        let error = state.withLock { state in
            state.requests.append(parts)
            return state.error
        }
        if let error {
            throw error
        }
        return SampleScreen(
            details: "fetched details",
            credits: parts.contains(.credits) ? "fetched credits" : nil,
            images: parts.contains(.images) ? "fetched images" : nil
        )
    }
}
