/// A TV network that airs a series, from the `networks` array of `/tv/{id}`; the same
/// shape plus `headquarters` and `homepage` is the body of `GET /network/{id}`.
public struct NetworkDTO: Codable, Equatable, Sendable {
    public let id: Int
    @Lossy public private(set) var logoPath: String?
    public let name: String
    /// ISO 3166-1 country code; TMDb often sends `""`.
    @Lossy public private(set) var originCountry: String?
    /// Only from `/network/{id}`, e.g. `Los Angeles, California, United States`.
    @Lossy public private(set) var headquarters: String?
    /// Only from `/network/{id}`; TMDb often sends `""`.
    @Lossy public private(set) var homepage: String?

    enum CodingKeys: String, CodingKey {
        case id
        case logoPath = "logo_path"
        case name
        case originCountry = "origin_country"
        case headquarters
        case homepage
    }

    public init(
        id: Int,
        logoPath: String? = nil,
        name: String,
        originCountry: String? = nil,
        headquarters: String? = nil,
        homepage: String? = nil
    ) {
        self.id = id
        self.logoPath = logoPath
        self.name = name
        self.originCountry = originCountry
        self.headquarters = headquarters
        self.homepage = homepage
    }
}
