import CoreDomain
import Foundation
import PeopleDomain

/// Everything a person did on one movie or series: every role played and every job held, merged.
public struct PersonTitleCreditsDetails: Codable, Equatable, Sendable {
    public let mediaType: PersonCreditMediaType
    /// The movie's or series' TMDb id, which `popcorn movie <id>` or `popcorn tv <id>` opens.
    public let titleID: Int
    /// The movie's title or the series' name.
    public let title: String
    /// The movie's release date or the series' first air date.
    public let releaseDate: Date?
    public let posterURLSet: ImageURLSet?
    public let popularity: Double?
    public let voteAverage: Double?
    /// The characters played, in TMDb's order; empty when the person only worked on the title.
    public let characters: [String]
    /// The jobs held, in TMDb's order; empty when the person only acted in the title.
    public let jobs: [PersonJobDetails]
    /// For series: the most episodes any of the person's credits on it covers.
    public let episodeCount: Int?

    public init(
        mediaType: PersonCreditMediaType,
        titleID: Int,
        title: String,
        releaseDate: Date? = nil,
        posterURLSet: ImageURLSet? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        characters: [String] = [],
        jobs: [PersonJobDetails] = [],
        episodeCount: Int? = nil
    ) {
        self.mediaType = mediaType
        self.titleID = titleID
        self.title = title
        self.releaseDate = releaseDate
        self.posterURLSet = posterURLSet
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.characters = characters
        self.jobs = jobs
        self.episodeCount = episodeCount
    }
}
