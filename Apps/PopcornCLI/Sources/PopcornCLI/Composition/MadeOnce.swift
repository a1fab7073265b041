import Synchronization

/// A value made on first use and kept for the rest of the command: a command that asks a context
/// for two use cases builds that context's repositories once, and one that never asks builds none.
final class MadeOnce<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if nothing has asked for it before.
    var value: Value {
        made.withLock { made in
            if let made {
                return made
            }
            let value = make()
            made = value
            return value
        }
    }
}
