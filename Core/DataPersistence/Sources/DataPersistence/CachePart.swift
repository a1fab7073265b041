/// One part of a details screen as the cache sees it: which part it is, the kind of entry that
/// holds it (its time to live) and that entry's key.
///
/// A details screen is TMDb's details plus parts appended to the same request
/// (`append_to_response=credits,images,...`); each part lives in its own cache entry, so a later
/// command that needs only one of them finds it (see ``ReadThroughCache/fetchAppended(primary:appended:local:remote:store:merge:)``).
public struct CachePart<Part: Hashable & Sendable>: Sendable {
    public let part: Part
    public let kind: CacheResourceKind
    public let key: String

    public init(_ part: Part, kind: CacheResourceKind, key: String) {
        self.part = part
        self.kind = kind
        self.key = key
    }
}
