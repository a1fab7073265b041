extension Endpoint where Response == TVContentRatingsDTO {
    /// `GET /tv/{id}/content_ratings`: every country's age rating of the series.
    public static func tvSeriesContentRatings(id: Int) -> Self {
        Self(path: "/tv/\(id)/content_ratings")
    }
}
