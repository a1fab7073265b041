import Foundation

/// What the cache holds of a details screen: a bundle built from every cached part, and when each
/// part present was cached (a part absent from `cachedAt` is not cached).
public struct CachedParts<Bundle: Sendable, Part: Hashable & Sendable>: Sendable {
    public let bundle: Bundle
    public let cachedAt: [Part: Date]

    public init(bundle: Bundle, cachedAt: [Part: Date]) {
        self.bundle = bundle
        self.cachedAt = cachedAt
    }
}
