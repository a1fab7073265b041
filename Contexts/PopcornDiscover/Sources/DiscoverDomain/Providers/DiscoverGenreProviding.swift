import CoreDomain
import Foundation

/// The genre ids a discovery filters by, for the names a person typed: Discover keeps no genre list of
/// its own, so another context answers (the Genres context, through an adapter).
public protocol DiscoverGenreProviding: Sendable {
    /// The ids of the genres `names` name, in the order given and each once, among `mediaType`'s
    /// genres (any case, accents and punctuation, or a genre's id). No names need no list.
    func genreIDs(named names: [String], for mediaType: DiscoverMediaType) async throws(DiscoverGenreLookupError)
        -> [Int]
}
