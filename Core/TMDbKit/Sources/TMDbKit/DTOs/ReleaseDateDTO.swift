/// One release of a movie in one country (an item of `release_dates` in
/// `GET /movie/{id}/release_dates`): when, of what kind, and the certification it carried,
/// which is how a movie's age rating for the user's region is found.
public struct ReleaseDateDTO: Codable, Equatable, Sendable {
    /// The country's rating for this release, e.g. `R`, `18`; TMDb often sends `""`.
    @Lossy public private(set) var certification: String?
    /// The rating's content descriptors (e.g. `Violence`); usually empty.
    @LossyArrayOrEmpty public private(set) var descriptors: [String]
    /// ISO 639-1 code of the release's language; TMDb often sends `""` or `null`.
    @Lossy public private(set) var iso6391: String?
    /// e.g. a festival's name or `Blu-ray`; often `""`.
    @Lossy public private(set) var note: String?
    /// An ISO 8601 instant, e.g. `2007-07-04T00:00:00.000Z`; parse with
    /// ``TMDbDate/parseTimestamp(_:)``.
    @Lossy public private(set) var releaseDate: String?
    /// TMDb's release type: 1 premiere, 2 limited theatrical, 3 theatrical, 4 digital,
    /// 5 physical, 6 TV; kept as a number so a new type does not fail.
    @Lossy public private(set) var type: Int?

    enum CodingKeys: String, CodingKey {
        case certification
        case descriptors
        case iso6391 = "iso_639_1"
        case note
        case releaseDate = "release_date"
        case type
    }

    public init(
        certification: String? = nil,
        descriptors: [String] = [],
        iso6391: String? = nil,
        note: String? = nil,
        releaseDate: String? = nil,
        type: Int? = nil
    ) {
        self.certification = certification
        self.descriptors = descriptors
        self.iso6391 = iso6391
        self.note = note
        self.releaseDate = releaseDate
        self.type = type
    }
}
