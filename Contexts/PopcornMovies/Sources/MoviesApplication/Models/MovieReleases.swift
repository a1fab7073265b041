import Foundation

/// What another context needs of a movie's releases (the calendar): its title and overview, and
/// its dated releases in one region, earliest first.
public struct MovieReleases: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let overview: String?
    /// The ISO 3166-1 region the releases are in, e.g. `US`.
    public let region: String
    /// The region's releases that have a day, earliest first (TMDb's order on the same day).
    public let releases: [MovieRegionalRelease]

    public init(id: Int, title: String, overview: String? = nil, region: String, releases: [MovieRegionalRelease]) {
        self.id = id
        self.title = title
        self.overview = overview
        self.region = region
        self.releases = releases
    }
}
