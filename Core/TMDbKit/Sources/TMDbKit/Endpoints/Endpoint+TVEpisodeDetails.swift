extension Endpoint where Response == TVEpisodeDTO {
    /// `GET /tv/{id}/season/{n}/episode/{e}`: one episode with its crew and guest stars
    /// (TMDb leaves `show_id` out of this body).
    public static func tvEpisodeDetails(seriesID: Int, seasonNumber: Int, episodeNumber: Int, language: String?)
        -> Self
    {
        Self(
            path: "/tv/\(seriesID)/season/\(seasonNumber)/episode/\(episodeNumber)",
            queryItems: languageItems(language)
        )
    }
}
