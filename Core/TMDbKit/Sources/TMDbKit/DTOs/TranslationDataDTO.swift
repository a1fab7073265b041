/// The translated fields of one translation of a title (`data` in an item of
/// `GET /movie/{id}/translations` or `/tv/{id}/translations`): a movie's `title` and `runtime`, a
/// series' `name`, and both kinds' `overview`, `tagline` and `homepage`. TMDb sends `""` for a field
/// the translation leaves empty.
public struct TranslationDataDTO: Codable, Equatable, Sendable {
    /// A movie's title in the language.
    @Lossy public private(set) var title: String?
    /// A series' name in the language.
    @Lossy public private(set) var name: String?
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var tagline: String?
    @Lossy public private(set) var homepage: String?
    /// A movie's runtime in the country's cut, in minutes; `0` when unknown.
    @Lossy public private(set) var runtime: Int?

    enum CodingKeys: String, CodingKey {
        case title
        case name
        case overview
        case tagline
        case homepage
        case runtime
    }

    public init(
        title: String? = nil,
        name: String? = nil,
        overview: String? = nil,
        tagline: String? = nil,
        homepage: String? = nil,
        runtime: Int? = nil
    ) {
        self.title = title
        self.name = name
        self.overview = overview
        self.tagline = tagline
        self.homepage = homepage
        self.runtime = runtime
    }
}
