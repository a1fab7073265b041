extension Endpoint where Response == WatchProvidersDTO {
    /// `GET /movie/{id}/watch/providers`: where the movie can be streamed, rented or bought,
    /// in every country TMDb knows of.
    public static func movieWatchProviders(id: Int) -> Self {
        Self(path: "/movie/\(id)/watch/providers")
    }

    /// `GET /tv/{id}/watch/providers`: where the series can be streamed, rented or bought,
    /// in every country TMDb knows of.
    public static func tvSeriesWatchProviders(id: Int) -> Self {
        Self(path: "/tv/\(id)/watch/providers")
    }
}
