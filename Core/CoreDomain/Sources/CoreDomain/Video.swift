import Foundation

/// A trailer, teaser, clip or featurette of a movie or series (TMDb's `videos`), so a screen can
/// link to something that plays.
public struct Video: Identifiable, Equatable, Sendable {
    /// TMDb's id of the entry (a hexadecimal string), or the site's key when TMDb sent none.
    public let id: String
    public let name: String
    /// The video's id on its site: YouTube's `v=` value, Vimeo's number.
    public let key: String
    public let site: VideoSite
    public let kind: VideoKind
    /// The largest height it comes in (360 to 2160), when known.
    public let size: Int?
    /// Whether the studio or network published it.
    public let isOfficial: Bool
    public let publishedAt: Date?
    /// ISO 639-1 code of its language.
    public let languageCode: String?
    /// ISO 3166-1 code of the country it was made for.
    public let countryCode: String?

    public init(
        id: String,
        name: String,
        key: String,
        site: VideoSite,
        kind: VideoKind,
        size: Int? = nil,
        isOfficial: Bool = false,
        publishedAt: Date? = nil,
        languageCode: String? = nil,
        countryCode: String? = nil
    ) {
        self.id = id
        self.name = name
        self.key = key
        self.site = site
        self.kind = kind
        self.size = size
        self.isOfficial = isOfficial
        self.publishedAt = publishedAt
        self.languageCode = languageCode
        self.countryCode = countryCode
    }

    /// The page that plays it (`https://www.youtube.com/watch?v=<key>`, `https://vimeo.com/<key>`),
    /// or `nil` on a site whose addresses are not known.
    public var playURL: URL? {
        site.playURL(key: key)
    }
}
