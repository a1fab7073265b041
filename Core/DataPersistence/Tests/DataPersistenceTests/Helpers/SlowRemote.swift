import Synchronization

/// A remote fetch that takes a moment, so that concurrent callers overlap; counts its calls.
final class SlowRemote: Sendable {
    private let calls = Mutex(0)

    var callCount: Int { calls.withLock { $0 } }

    func fetch() async -> String {
        calls.withLock { $0 += 1 }
        try? await Task.sleep(for: .milliseconds(100))
        return "remote"
    }
}
