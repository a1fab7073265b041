import DiscoverDomain
import Foundation

/// The filters of a discovery that name things, as typed: genres to keep and to leave out, and
/// people, for one kind of title.
public struct DiscoverFilterNames: Equatable, Sendable {
    public let mediaType: DiscoverMediaType
    public let genres: [String]
    public let excludedGenres: [String]
    public let people: [DiscoverPersonReference]

    public init(
        mediaType: DiscoverMediaType, genres: [String] = [], excludedGenres: [String] = [],
        people: [DiscoverPersonReference] = []
    ) {
        self.mediaType = mediaType
        self.genres = genres
        self.excludedGenres = excludedGenres
        self.people = people
    }
}
