/// What kind of thing a watch or a rating is about: the `--kind` of `history` and `ratings`, and
/// the `kind` of their JSON.
public enum TrackedKind: String, CaseIterable, Codable, Sendable {
    case movie
    /// A series as a whole (a rating; a series is watched episode by episode).
    case tv
    case episode
}
