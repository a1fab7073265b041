/// A language spoken in a movie or TV series, from `spoken_languages`.
public struct SpokenLanguageDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var englishName: String?
    /// ISO 639-1 code, e.g. `en`.
    public let iso6391: String
    /// The language's own name for itself; TMDb sometimes sends `""`.
    @Lossy public private(set) var name: String?

    enum CodingKeys: String, CodingKey {
        case englishName = "english_name"
        case iso6391 = "iso_639_1"
        case name
    }

    public init(englishName: String? = nil, iso6391: String, name: String? = nil) {
        self.englishName = englishName
        self.iso6391 = iso6391
        self.name = name
    }
}
