/// The body of `GET /watch/providers/movie` and `GET /watch/providers/tv`: every streaming, rental
/// and shop service TMDb knows for that kind of title (`{"results": [...]}`), in TMDb's order, or
/// only those of the `watch_region` asked for.
///
/// A missing or `null` `results` decodes as `[]`, and a malformed service is dropped rather than
/// failing the whole list.
public struct WatchProviderListDTO: Codable, Equatable, Sendable {
    public let results: [WatchProviderListItemDTO]

    enum CodingKeys: String, CodingKey {
        case results
    }

    public init(results: [WatchProviderListItemDTO] = []) {
        self.results = results
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = container.decodeLossyArrayOrEmpty(WatchProviderListItemDTO.self, forKey: .results)
    }
}
