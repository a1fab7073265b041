/// The body of `GET /movie/{id}/watch/providers` and `/tv/{id}/watch/providers`, and the
/// `watch/providers` part appended to their details: every country TMDb has offers for,
/// keyed by ISO 3166-1 code (`US`, `GB`). A missing or `null` `results` decodes as `[:]`
/// and a country whose value is not an object is dropped.
public struct WatchProvidersDTO: Codable, Equatable, Sendable {
    /// The title's id; TMDb leaves it out when the part is appended.
    public let id: Int?
    public let results: [String: WatchProviderOffersDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case results
    }

    public init(id: Int? = nil, results: [String: WatchProviderOffersDTO] = [:]) {
        self.id = id
        self.results = results
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.decodeLossy(Int.self, forKey: .id)
        results = container.decodeLossyDictionary(WatchProviderOffersDTO.self, forKey: .results) ?? [:]
    }
}
