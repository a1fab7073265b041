/// The body of `GET /tv/{id}/content_ratings`, and the `content_ratings` part appended to
/// the series' details: every country's rating. A missing or `null` `results` decodes as
/// `[]` and a malformed entry is dropped.
public struct TVContentRatingsDTO: Codable, Equatable, Sendable {
    /// The series' id; TMDb leaves it out when the part is appended.
    @Lossy public private(set) var id: Int?
    @LossyArrayOrEmpty public private(set) var results: [ContentRatingDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case results
    }

    public init(id: Int? = nil, results: [ContentRatingDTO] = []) {
        self.id = id
        self.results = results
    }
}
