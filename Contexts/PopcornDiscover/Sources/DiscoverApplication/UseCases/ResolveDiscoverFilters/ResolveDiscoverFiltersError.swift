import CoreApplication
import CoreDomain
import DiscoverDomain
import Foundation

/// Why a discovery's named filters came to no ids: each case says which filter, so the person is
/// told which flag to fix.
public enum ResolveDiscoverFiltersError: Error, Equatable, Sendable {
    /// A genre name (`excluded`: a genre to leave out) that is none of the kind's genres, with every
    /// genre's name.
    case noSuchGenre(String, validNames: [String], excluded: Bool)
    /// The genre list could not be had.
    case genresUnavailable(FetchError)
    /// A person's name that may mean several people.
    case ambiguousPerson(String, candidates: [DiscoverPersonCandidate])
    /// A person's name that means nobody.
    case noSuchPerson(String)
    /// The people could not be searched for a name.
    case personUnavailable(String, FetchError)
    /// A keyword's name that is no keyword's, with the names of the few TMDb found like it (none
    /// when it found none), most relevant first.
    case noSuchKeyword(String, suggestions: [String])
    /// The keywords could not be searched for a name.
    case keywordsUnavailable(String, FetchError)
    /// A service's name that is none of the region's services, with a few of their names: those
    /// that contain the name typed, else the region's first.
    case noSuchProvider(String, region: String, suggestions: [String])
    /// The region's services could not be had.
    case providersUnavailable(region: String, FetchError)
}
