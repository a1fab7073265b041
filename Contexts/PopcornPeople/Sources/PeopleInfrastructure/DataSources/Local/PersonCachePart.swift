import PeopleDomain

/// One cache entry of a person's screen: the person's details, or one of the parts TMDb appends
/// to them. ``ReadThroughCache/fetchAppended(primary:appended:local:remote:store:merge:)`` tells
/// each entry's age by it.
public enum PersonCachePart: Hashable, Sendable {
    /// The person's details (`person:287`), which every request for the screen returns.
    case person
    /// An appended part, in its own entry (`person:287:credits`, `person:287:images`).
    case appended(PersonPart)
}
