/// The body of `GET /find/{external_id}`: what TMDb holds under an id from another database (an
/// IMDb `tt…` or `nm…` id), one array per kind, each row as that kind's search sends it (plus a
/// `media_type`, which is not kept). A missing or `null` array reads as empty and a malformed row
/// is dropped rather than failing the whole answer, as ``PagedResponseDTO`` drops one;
/// `tv_episode_results` and `tv_season_results` are not read.
public struct FindResultsDTO: Codable, Equatable, Sendable {
    /// The movies filed under the id, as `/search/movie` sends them.
    public let movieResults: [MovieListItemDTO]
    /// The series filed under the id, as `/search/tv` sends them.
    public let tvResults: [TVSeriesListItemDTO]
    /// The people filed under the id, as `/search/person` sends them (with `known_for`).
    public let personResults: [PersonListItemDTO]

    enum CodingKeys: String, CodingKey {
        case movieResults = "movie_results"
        case tvResults = "tv_results"
        case personResults = "person_results"
    }

    /// An answer with these rows; nothing found when all are empty.
    public init(
        movieResults: [MovieListItemDTO] = [],
        tvResults: [TVSeriesListItemDTO] = [],
        personResults: [PersonListItemDTO] = []
    ) {
        self.movieResults = movieResults
        self.tvResults = tvResults
        self.personResults = personResults
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        movieResults = container.decodeLossyArrayOrEmpty(MovieListItemDTO.self, forKey: .movieResults)
        tvResults = container.decodeLossyArrayOrEmpty(TVSeriesListItemDTO.self, forKey: .tvResults)
        personResults = container.decodeLossyArrayOrEmpty(PersonListItemDTO.self, forKey: .personResults)
    }
}
