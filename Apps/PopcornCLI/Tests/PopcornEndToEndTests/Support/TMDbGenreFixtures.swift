/// TMDb-shaped genre lists the loopback server answers with, in the shape TMDb documents for
/// `/genre/movie/list` and `/genre/tv/list`: `{"genres": [{"id", "name"}]}`. The names differ
/// from the offline catalog's (`Loopback Noir`), so a pass cannot come from the catalog by accident.
enum TMDbGenreFixtures {
    /// `GET /genre/movie/list?language=en-US`.
    static let movieList = """
        {"genres":[{"id":28,"name":"Action"},{"id":18,"name":"Drama"},{"id":878,"name":"Science Fiction"},
        {"id":4242,"name":"Loopback Noir"}]}
        """

    /// `GET /genre/movie/list?language=fr-FR`: the same genres, named in French.
    static let frenchMovieList = """
        {"genres":[{"id":28,"name":"Action"},{"id":18,"name":"Drame"},{"id":878,"name":"Science-Fiction"},
        {"id":4242,"name":"Noir en boucle"}]}
        """

    /// `GET /genre/tv/list?language=en-US`.
    static let tvList = """
        {"genres":[{"id":10759,"name":"Action & Adventure"},{"id":18,"name":"Drama"},
        {"id":10765,"name":"Sci-Fi & Fantasy"}]}
        """
}
