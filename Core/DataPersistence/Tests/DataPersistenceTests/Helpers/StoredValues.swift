import Synchronization

/// Records the values a cache wrote through.
final class StoredValues: Sendable {
    private let stored = Mutex<[String]>([])

    func append(_ value: String) {
        stored.withLock { $0.append(value) }
    }

    var values: [String] { stored.withLock { $0 } }
}
