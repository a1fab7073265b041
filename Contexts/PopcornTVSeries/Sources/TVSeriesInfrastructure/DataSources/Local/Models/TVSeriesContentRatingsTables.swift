import DataPersistence

/// Where the TV series context caches a series' ratings in every country:
/// `tv_series_content_ratings`, owning one `tv_series_content_rating` row per country through
/// `tvSeriesID`.
enum TVSeriesContentRatingsTables: OwnedRowsTables {
    static let parentTable = "tv_series_content_ratings"
    static let ownerColumn = "tvSeriesID"
    static let rows = OwnedRowTable<TVSeriesContentRatingRow>("tv_series_content_rating", ownerColumn: ownerColumn)
}
