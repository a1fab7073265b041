/// The body of `GET /movie/{id}/keywords` (`{"id", "keywords": [...]}`) and `GET /tv/{id}/keywords`
/// (`{"id", "results": [...]}`), and the `keywords` part appended to their details. TMDb names the
/// list differently for movies and series, so both names decode into ``keywords``; a missing or
/// `null` list decodes as `[]` and a malformed keyword is dropped.
public struct KeywordListDTO: Codable, Equatable, Sendable {
    /// The title's id; TMDb leaves it out when the list is appended.
    public let id: Int?
    public let keywords: [KeywordDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case keywords
        case results
    }

    public init(id: Int? = nil, keywords: [KeywordDTO] = []) {
        self.id = id
        self.keywords = keywords
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.decodeLossy(Int.self, forKey: .id)
        keywords =
            container.decodeLossyArray(KeywordDTO.self, forKey: .keywords)
            ?? container.decodeLossyArray(KeywordDTO.self, forKey: .results) ?? []
    }

    /// The movie's shape (`keywords`), which this type decodes for series too.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(keywords, forKey: .keywords)
    }
}
