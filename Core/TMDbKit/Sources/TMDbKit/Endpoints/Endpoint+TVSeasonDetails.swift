extension Endpoint where Response == TVSeasonDetailsDTO {
    /// `GET /tv/{id}/season/{n}`: one season with its episodes (season 0 holds the specials).
    public static func tvSeasonDetails(seriesID: Int, seasonNumber: Int, language: String?) -> Self {
        Self(path: "/tv/\(seriesID)/season/\(seasonNumber)", queryItems: languageItems(language))
    }
}
