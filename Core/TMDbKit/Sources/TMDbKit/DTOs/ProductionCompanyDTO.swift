/// A production company credited on a movie or TV series, from `production_companies`.
public struct ProductionCompanyDTO: Codable, Equatable, Sendable {
    public let id: Int
    @Lossy public private(set) var logoPath: String?
    public let name: String
    /// ISO 3166-1 country code; TMDb often sends `""`.
    @Lossy public private(set) var originCountry: String?

    enum CodingKeys: String, CodingKey {
        case id
        case logoPath = "logo_path"
        case name
        case originCountry = "origin_country"
    }

    public init(id: Int, logoPath: String? = nil, name: String, originCountry: String? = nil) {
        self.id = id
        self.logoPath = logoPath
        self.name = name
        self.originCountry = originCountry
    }
}
