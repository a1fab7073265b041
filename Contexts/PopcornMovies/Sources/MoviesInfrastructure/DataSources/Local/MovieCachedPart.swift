import MoviesDomain

/// An entry of a movie's details screen as the cache sees it: the details themselves, or one part
/// appended to them (each lives in its own entry, with its own age).
public enum MovieCachedPart: Hashable, Sendable {
    case details
    case part(MoviePart)

    /// The appended part, or `nil` for the details.
    public var moviePart: MoviePart? {
        guard case .part(let part) = self else {
            return nil
        }
        return part
    }
}
