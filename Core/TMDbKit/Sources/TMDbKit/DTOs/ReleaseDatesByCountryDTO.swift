/// One country's releases of a movie (an item of `results` in
/// `GET /movie/{id}/release_dates`). An entry without a country code is dropped; a missing
/// or `null` `release_dates` decodes as `[]`.
public struct ReleaseDatesByCountryDTO: Codable, Equatable, Sendable {
    /// ISO 3166-1 code, e.g. `US`.
    public let iso31661: String
    @LossyArrayOrEmpty public private(set) var releaseDates: [ReleaseDateDTO]

    enum CodingKeys: String, CodingKey {
        case iso31661 = "iso_3166_1"
        case releaseDates = "release_dates"
    }

    public init(iso31661: String, releaseDates: [ReleaseDateDTO] = []) {
        self.iso31661 = iso31661
        self.releaseDates = releaseDates
    }
}
