import Foundation

/// A title's text in one language (TMDb's `translations`): what a screen read in another language
/// falls back on where TMDb has no text in that language.
public struct Translation: Equatable, Sendable {
    /// ISO 639-1 code of the language, e.g. `en`.
    public let languageCode: String
    /// ISO 3166-1 code of the country, e.g. `US`.
    public let countryCode: String?
    /// The language's English name, e.g. `French`.
    public let englishName: String?
    /// A movie's title, or a series' name, in the language.
    public let title: String?
    public let overview: String?
    public let tagline: String?
    public let homepageURL: URL?
    /// A movie's runtime in the country's cut, in minutes.
    public let runtime: Int?

    public init(
        languageCode: String,
        countryCode: String? = nil,
        englishName: String? = nil,
        title: String? = nil,
        overview: String? = nil,
        tagline: String? = nil,
        homepageURL: URL? = nil,
        runtime: Int? = nil
    ) {
        self.languageCode = languageCode
        self.countryCode = countryCode
        self.englishName = englishName
        self.title = title
        self.overview = overview
        self.tagline = tagline
        self.homepageURL = homepageURL
        self.runtime = runtime
    }
}
