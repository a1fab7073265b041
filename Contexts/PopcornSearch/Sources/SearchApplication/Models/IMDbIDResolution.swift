import CoreDomain

/// What an IMDb id given where a TMDb id was expected turned out to name.
public enum IMDbIDResolution: Equatable, Sendable {
    /// A title or person of the kind asked for: its TMDb id.
    case match(id: Int)
    /// Something of another kind (a movie's id given for a series): what it is, and its TMDb id,
    /// so the caller can name the command that opens it.
    case otherKind(MediaKind, id: Int)
    /// TMDb knows nothing by that id.
    case noMatch
}
