/// The body of `GET /movie/{id}/videos` and `/tv/{id}/videos`, and the `videos` part appended to
/// their details: the title's trailers, teasers, clips and featurettes. A missing or `null`
/// `results` decodes as `[]` and a malformed video is dropped rather than failing the list.
public struct VideoListDTO: Codable, Equatable, Sendable {
    /// The title's id; TMDb leaves it out when the list is appended.
    @Lossy public private(set) var id: Int?
    @LossyArrayOrEmpty public private(set) var results: [VideoDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case results
    }

    public init(id: Int? = nil, results: [VideoDTO] = []) {
        self.id = id
        self.results = results
    }
}
