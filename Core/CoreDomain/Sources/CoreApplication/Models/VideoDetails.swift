import Foundation

/// A title's video as presentations show it: what it is, where it plays, and when it came out.
/// Also an element of the `--json` of `popcorn movie|tv videos`, so property names are JSON keys.
public struct VideoDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: String
    public let name: String
    /// `Trailer`, `Teaser`, `Clip`, `Featurette`, ... as TMDb names the kind.
    public let kind: String
    /// `YouTube` or `Vimeo`, as TMDb names the site.
    public let site: String
    /// The video's id on its site.
    public let key: String
    /// The page that plays it; `nil` on a site whose addresses are not known.
    public let url: URL?
    /// ISO 639-1 code of its language.
    public let language: String?
    public let publishedAt: Date?
    public let isOfficial: Bool
    /// The largest height it comes in (360 to 2160).
    public let size: Int?

    public init(
        id: String,
        name: String,
        kind: String,
        site: String,
        key: String,
        url: URL?,
        language: String? = nil,
        publishedAt: Date? = nil,
        isOfficial: Bool = false,
        size: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.site = site
        self.key = key
        self.url = url
        self.language = language
        self.publishedAt = publishedAt
        self.isOfficial = isOfficial
        self.size = size
    }
}
