import Foundation

/// Turns a discovery's named filters into the ids its query is built from, through the providers
/// of the contexts that know genres and people, and TMDb's keywords and streaming services.
public protocol ResolveDiscoverFiltersUseCase: Sendable {
    /// The ids of `names`' genres, genres to leave out, people, keywords and services, in the order
    /// given. A person, keyword or service given by id is taken as it is; no names ask nothing.
    func execute(_ names: DiscoverFilterNames) async throws(ResolveDiscoverFiltersError) -> DiscoverFilterIDs
}
