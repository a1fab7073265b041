/// An entry of a details screen as the cache sees it: the details themselves, or one part
/// appended to them (each lives in its own entry, with its own age). The `Part` of
/// ``CachePart`` and ``CachedParts`` that every context's screen uses.
public enum ScreenEntry<Part: Hashable & Sendable>: Hashable, Sendable {
    /// The details, which every request for the screen returns.
    case details
    /// One part, in an entry of its own.
    case part(Part)

    /// The appended part, or `nil` for the details.
    public var part: Part? {
        guard case .part(let part) = self else {
            return nil
        }
        return part
    }
}
