/// The body of `GET /collection/{collection_id}`: a collection (a franchise, such as The Godfather
/// Collection) with its movies in `parts`, each as TMDb's lists send a movie (plus a `media_type` of
/// `movie`, which is not kept). Everything but `id` and `name` decodes leniently: missing or `null`
/// parts read as none, and a malformed part is dropped rather than failing the whole collection.
public struct CollectionDetailsDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// `""` when TMDb has no overview in the language asked for.
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var posterPath: String?
    @Lossy public private(set) var backdropPath: String?
    /// The collection's movies in TMDb's order, which is not always their release order.
    @LossyArrayOrEmpty public private(set) var parts: [MovieListItemDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case overview
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case parts
    }

    public init(
        id: Int,
        name: String,
        overview: String? = nil,
        posterPath: String? = nil,
        backdropPath: String? = nil,
        parts: [MovieListItemDTO] = []
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.parts = parts
    }
}
