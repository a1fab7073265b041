/// One translation of a title (an item of `translations` in `GET /movie/{id}/translations` and
/// `/tv/{id}/translations`): the language and country it is for, and its fields, which is where a
/// screen in one language finds the English text TMDb has no translation of.
public struct TranslationDTO: Codable, Equatable, Sendable {
    /// ISO 3166-1 code of the country, e.g. `US`.
    @Lossy public private(set) var iso31661: String?
    /// ISO 639-1 code of the language, e.g. `en`.
    public let iso6391: String
    /// The language's own name, e.g. `Français`.
    @Lossy public private(set) var name: String?
    /// The language's English name, e.g. `French`.
    @Lossy public private(set) var englishName: String?
    @Lossy public private(set) var data: TranslationDataDTO?

    enum CodingKeys: String, CodingKey {
        case iso31661 = "iso_3166_1"
        case iso6391 = "iso_639_1"
        case name
        case englishName = "english_name"
        case data
    }

    public init(
        iso31661: String? = nil,
        iso6391: String,
        name: String? = nil,
        englishName: String? = nil,
        data: TranslationDataDTO? = nil
    ) {
        self.iso31661 = iso31661
        self.iso6391 = iso6391
        self.name = name
        self.englishName = englishName
        self.data = data
    }
}
