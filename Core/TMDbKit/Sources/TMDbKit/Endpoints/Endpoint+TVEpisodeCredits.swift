extension Endpoint where Response == EpisodeCreditsDTO {
    /// `GET /tv/{id}/season/{n}/episode/{e}/credits`: one episode's cast, guest stars and crew.
    public static func tvEpisodeCredits(seriesID: Int, seasonNumber: Int, episodeNumber: Int, language: String?)
        -> Self
    {
        Self(
            path: "/tv/\(seriesID)/season/\(seasonNumber)/episode/\(episodeNumber)/credits",
            queryItems: languageItems(language)
        )
    }
}
