extension Endpoint where Response == TVSeriesAggregateCreditsDTO {
    /// `GET /tv/{id}/aggregate_credits`: everyone who worked on any season, with their episode counts.
    public static func tvSeriesAggregateCredits(id: Int, language: String?) -> Self {
        Self(path: "/tv/\(id)/aggregate_credits", queryItems: languageItems(language))
    }
}
