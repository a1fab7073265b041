import DiscoverDomain
import Foundation

/// The filters of a discovery that name things, as typed: genres to keep and to leave out, people,
/// keywords and streaming services, for one kind of title.
///
/// A keyword or a service given as a whole number is its id, taken as it is; anything else is a
/// name to look up.
public struct DiscoverFilterNames: Equatable, Sendable {
    /// The region services are offered in when none is said: TMDb's own default.
    public static let defaultWatchRegion = "US"

    public let mediaType: DiscoverMediaType
    public let genres: [String]
    public let excludedGenres: [String]
    public let people: [DiscoverPersonReference]
    /// Keywords every result is tagged with, as names or ids.
    public let keywords: [String]
    /// Streaming services any of which offers each result, as names or ids.
    public let providers: [String]
    /// The ISO 3166-1 region whose services `providers`' names are read among (the reader's).
    public let watchRegion: String

    public init(
        mediaType: DiscoverMediaType, genres: [String] = [], excludedGenres: [String] = [],
        people: [DiscoverPersonReference] = [], keywords: [String] = [], providers: [String] = [],
        watchRegion: String = DiscoverFilterNames.defaultWatchRegion
    ) {
        self.mediaType = mediaType
        self.genres = genres
        self.excludedGenres = excludedGenres
        self.people = people
        self.keywords = keywords
        self.providers = providers
        self.watchRegion = watchRegion
    }
}
