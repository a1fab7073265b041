import Foundation

/// One credit of a person's combined credits: a role in, or a job on, a movie or a series.
public struct PersonCredit: Identifiable, Equatable, Sendable {
    /// TMDb's credit id, unique across a person's credits.
    public let creditID: String
    public let mediaType: PersonCreditMediaType
    /// The movie's or series' TMDb id, which `popcorn movie <id>` or `popcorn tv <id>` opens.
    public let titleID: Int
    /// The movie's title or the series' name.
    public let title: String
    public let originalTitle: String?
    /// The movie's release date or the series' first air date.
    public let releaseDate: Date?
    public let posterPath: URL?
    public let popularity: Double?
    public let voteAverage: Double?
    /// The character played, for a cast credit.
    public let character: String?
    /// The job and department, for a crew credit.
    public let job: String?
    public let department: String?
    /// For series: in how many episodes.
    public let episodeCount: Int?

    public var id: String { creditID }

    /// Whether this is an acting credit (as opposed to a crew job).
    public var isCast: Bool { job == nil }

    public init(
        creditID: String,
        mediaType: PersonCreditMediaType,
        titleID: Int,
        title: String,
        originalTitle: String? = nil,
        releaseDate: Date? = nil,
        posterPath: URL? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        character: String? = nil,
        job: String? = nil,
        department: String? = nil,
        episodeCount: Int? = nil
    ) {
        self.creditID = creditID
        self.mediaType = mediaType
        self.titleID = titleID
        self.title = title
        self.originalTitle = originalTitle
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.character = character
        self.job = job
        self.department = department
        self.episodeCount = episodeCount
    }
}
