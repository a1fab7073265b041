extension Endpoint where Response == GenreListDTO {
    /// `GET /genre/movie/list` or `GET /genre/tv/list`: every movie or series genre, named in
    /// `language`.
    public static func genreList(_ list: TMDbGenreList, language: String?) -> Self {
        Self(path: "/genre/\(list.rawValue)/list", queryItems: languageItems(language))
    }
}
