import Foundation

/// What a name given where a collection's id was expected turned out to name.
public enum FilmCollectionNameResolution: Equatable, Sendable {
    /// One collection has that name: open it.
    case match(FilmCollectionCandidate)
    /// Several collections may be meant, TMDb's likeliest first: the person must choose.
    case ambiguous([FilmCollectionCandidate])
    /// No collection's name matched.
    case noMatch
}
