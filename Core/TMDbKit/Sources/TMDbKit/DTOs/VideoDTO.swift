/// One video of a title (an item of `results` in `GET /movie/{id}/videos` and `/tv/{id}/videos`):
/// a trailer, teaser, clip or featurette hosted on YouTube or Vimeo, which is how a screen links
/// to something that plays. Every field but the key is optional, since TMDb's editors leave gaps.
public struct VideoDTO: Codable, Equatable, Sendable {
    /// TMDb's id of the video entry, e.g. `533ec654c3a36854480003eb`.
    @Lossy public private(set) var id: String?
    /// ISO 639-1 code of the video's language.
    @Lossy public private(set) var iso6391: String?
    /// ISO 3166-1 code of the country it was made for.
    @Lossy public private(set) var iso31661: String?
    @Lossy public private(set) var name: String?
    /// The video's id on its site: YouTube's `v=` value, Vimeo's number.
    public let key: String
    /// `YouTube` or `Vimeo`.
    @Lossy public private(set) var site: String?
    /// The largest height it comes in: 360, 480, 720, 1080 or 2160.
    @Lossy public private(set) var size: Int?
    /// `Trailer`, `Teaser`, `Clip`, `Featurette`, `Behind the Scenes`, `Bloopers`,
    /// `Opening Credits`; kept as text so a new type does not fail.
    @Lossy public private(set) var type: String?
    /// Whether the studio or network published it.
    @Lossy public private(set) var official: Bool?
    /// An ISO 8601 instant, e.g. `2014-10-02T19:20:22.000Z`; parse with
    /// ``TMDbDate/parseTimestamp(_:)``.
    @Lossy public private(set) var publishedAt: String?

    enum CodingKeys: String, CodingKey {
        case id
        case iso6391 = "iso_639_1"
        case iso31661 = "iso_3166_1"
        case name
        case key
        case site
        case size
        case type
        case official
        case publishedAt = "published_at"
    }

    public init(
        id: String? = nil,
        iso6391: String? = nil,
        iso31661: String? = nil,
        name: String? = nil,
        key: String,
        site: String? = nil,
        size: Int? = nil,
        type: String? = nil,
        official: Bool? = nil,
        publishedAt: String? = nil
    ) {
        self.id = id
        self.iso6391 = iso6391
        self.iso31661 = iso31661
        self.name = name
        self.key = key
        self.site = site
        self.size = size
        self.type = type
        self.official = official
        self.publishedAt = publishedAt
    }
}
