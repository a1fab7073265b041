import Synchronization

/// The order in which several mocks were called, for use cases that must ask one repository before another.
public final class CallLog: Sendable {
    private let calls = Mutex<[String]>([])

    /// A log with no call noted yet.
    public init() {}

    /// Notes a call by the name of what was asked.
    public func record(_ call: String) {
        calls.withLock { $0.append(call) }
    }

    /// The calls noted so far, oldest first.
    public var all: [String] { calls.withLock { $0 } }
}
