extension Endpoint where Response == TVSeriesCreditsDTO {
    /// `GET /tv/{id}/credits`: the cast and crew of a series' latest season.
    public static func tvSeriesCredits(id: Int, language: String?) -> Self {
        Self(path: "/tv/\(id)/credits", queryItems: languageItems(language))
    }
}
