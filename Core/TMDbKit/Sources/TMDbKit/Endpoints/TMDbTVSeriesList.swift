/// TMDb's curated TV series lists; the raw value is the path segment (`/tv/on_the_air`).
public enum TMDbTVSeriesList: String, Sendable, CaseIterable {
    case popular
    case topRated = "top_rated"
    case onTheAir = "on_the_air"
    case airingToday = "airing_today"
}
