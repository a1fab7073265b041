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
}
