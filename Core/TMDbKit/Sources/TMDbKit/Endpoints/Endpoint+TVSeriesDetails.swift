extension Endpoint where Response == TVSeriesDetailsDTO {
    /// `GET /tv/{id}`: one TV series' full details, with its seasons but not their episodes.
    public static func tvSeriesDetails(id: Int, language: String?) -> Self {
        Self(path: "/tv/\(id)", queryItems: languageItems(language))
    }
}
