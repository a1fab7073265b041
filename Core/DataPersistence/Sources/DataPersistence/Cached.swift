import Foundation

/// A value read from the cache together with when it was written.
public struct Cached<Value: Sendable>: Sendable {
    public let value: Value
    public let cachedAt: Date

    public init(value: Value, cachedAt: Date) {
        self.value = value
        self.cachedAt = cachedAt
    }
}

extension Cached: Equatable where Value: Equatable {}
