import Synchronization

/// The order in which several mocks were called, for use cases that must ask one repository before another.
final class CallLog: Sendable {
    private let calls = Mutex<[String]>([])

    /// Notes a call by the name of what was asked.
    func record(_ call: String) {
        calls.withLock { $0.append(call) }
    }

    /// The calls noted so far, oldest first.
    var all: [String] { calls.withLock { $0 } }
}
