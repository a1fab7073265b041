extension Endpoint where Response == MovieCreditsDTO {
    /// `GET /movie/{id}/credits`: cast and crew of one movie.
    public static func movieCredits(id: Int, language: String?) -> Self {
        Self(path: "/movie/\(id)/credits", queryItems: languageItems(language))
    }
}
