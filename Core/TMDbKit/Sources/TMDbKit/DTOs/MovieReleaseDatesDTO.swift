/// The body of `GET /movie/{id}/release_dates`, and the `release_dates` part appended to
/// the movie's details: every country's releases and certifications. A missing or `null`
/// `results` decodes as `[]` and a malformed country is dropped.
public struct MovieReleaseDatesDTO: Codable, Equatable, Sendable {
    /// The movie's id; TMDb leaves it out when the part is appended.
    @Lossy public private(set) var id: Int?
    @LossyArrayOrEmpty public private(set) var results: [ReleaseDatesByCountryDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case results
    }

    public init(id: Int? = nil, results: [ReleaseDatesByCountryDTO] = []) {
        self.id = id
        self.results = results
    }
}
