/// A country a movie or TV series was produced in, from `production_countries`.
public struct ProductionCountryDTO: Codable, Equatable, Sendable {
    /// ISO 3166-1 alpha-2 code, e.g. `US`.
    public let iso31661: String
    public let name: String

    enum CodingKeys: String, CodingKey {
        case iso31661 = "iso_3166_1"
        case name
    }

    public init(iso31661: String, name: String) {
        self.iso31661 = iso31661
        self.name = name
    }
}
