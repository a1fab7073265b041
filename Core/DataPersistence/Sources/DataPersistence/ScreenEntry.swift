/// An entry of a details screen as the cache sees it: the details themselves, or one part
/// appended to them (each lives in its own entry, with its own age). The `Part` of
/// ``CachePart`` and ``CachedParts`` that every context's screen uses.
public enum ScreenEntry<Part: Hashable & Sendable>: Hashable, Sendable {
    case details
    case part(Part)

    /// The appended part, or `nil` for the details.
    public var part: Part? {
        guard case .part(let part) = self else {
            return nil
        }
        return part
    }
}
