extension Endpoint where Response == MovieDetailsDTO {
    /// `GET /movie/{id}`: one movie's full details.
    public static func movieDetails(id: Int, language: String?) -> Self {
        Self(path: "/movie/\(id)", queryItems: languageItems(language))
    }
}
