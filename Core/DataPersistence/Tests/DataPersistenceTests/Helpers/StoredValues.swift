import Synchronization

/// Records the values a cache wrote through.
final class StoredValues<Value: Sendable>: Sendable {
    private let stored = Mutex<[Value]>([])

    init() {}

    func append(_ value: Value) {
        stored.withLock { $0.append(value) }
    }

    var values: [Value] { stored.withLock { $0 } }
}
