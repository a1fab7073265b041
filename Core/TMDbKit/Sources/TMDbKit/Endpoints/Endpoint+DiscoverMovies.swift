import Foundation

extension Endpoint where Response == PagedResponseDTO<MovieListItemDTO> {
    /// `GET /discover/movie?…`: one page of the movies that pass every filter, in the order `sort_by` asks.
    ///
    /// TMDbKit knows no filter of its own: `parameters` are TMDb's query items as the caller built them
    /// (`with_genres=18,53`, `primary_release_year=1999`, `sort_by=vote_average.desc`, `page=2`, …), sent in
    /// that order, then the language.
    public static func discoverMovies(_ parameters: [URLQueryItem], language: String?) -> Self {
        Self(path: "/discover/movie", queryItems: parameters + languageItems(language))
    }
}
