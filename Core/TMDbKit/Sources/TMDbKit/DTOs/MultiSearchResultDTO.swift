/// One row of `GET /search/multi` (`results[]`): a movie, a series or a person, told apart
/// by `media_type`, each with the fields TMDb sends for that kind in its own search. A
/// kind this package does not know (`collection`, or one TMDb adds later) is kept as
/// ``other(mediaType:id:)`` rather than failing the page; a row without `media_type` is
/// one of those with an empty kind. A movie without a `title` (a series or person without
/// a `name`), or any row without an `id`, fails to decode, so ``PagedResponseDTO`` drops
/// it as it drops malformed rows of the single-kind searches.
public enum MultiSearchResultDTO: Codable, Equatable, Sendable {
    /// `media_type: "movie"`: the row `/search/movie` would send.
    case movie(MovieListItemDTO)
    /// `media_type: "tv"`: the row `/search/tv` would send.
    case tvSeries(TVSeriesListItemDTO)
    /// `media_type: "person"`: the row `/search/person` would send, with `known_for`.
    case person(PersonListItemDTO)
    /// Any other `media_type` (`""` when it is missing), with the row's id, so callers can
    /// skip it or say what it was.
    case other(mediaType: String, id: Int)

    /// TMDb's `media_type` for movies.
    static let movieMediaType = "movie"
    /// TMDb's `media_type` for TV series.
    static let tvSeriesMediaType = "tv"
    /// TMDb's `media_type` for people.
    static let personMediaType = "person"

    enum CodingKeys: String, CodingKey {
        case id
        case mediaType = "media_type"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mediaType = container.decodeLossy(String.self, forKey: .mediaType) ?? ""
        switch mediaType {
        case Self.movieMediaType:
            self = .movie(try MovieListItemDTO(from: decoder))
        case Self.tvSeriesMediaType:
            self = .tvSeries(try TVSeriesListItemDTO(from: decoder))
        case Self.personMediaType:
            self = .person(try PersonListItemDTO(from: decoder))
        default:
            self = .other(mediaType: mediaType, id: try container.decode(Int.self, forKey: .id))
        }
    }

    /// The row as TMDb sends it: the kind's own fields plus `media_type` (only `id` and
    /// `media_type` for ``other(mediaType:id:)``).
    public func encode(to encoder: any Encoder) throws {
        let mediaType: String
        switch self {
        case .movie(let movie):
            try movie.encode(to: encoder)
            mediaType = Self.movieMediaType
        case .tvSeries(let series):
            try series.encode(to: encoder)
            mediaType = Self.tvSeriesMediaType
        case .person(let person):
            try person.encode(to: encoder)
            mediaType = Self.personMediaType
        case .other(let otherMediaType, let id):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            mediaType = otherMediaType
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mediaType, forKey: .mediaType)
    }
}
