import DataPersistence

extension UnansweredPartTable {
    /// `tv_series_unanswered_part`: the parts (and seasons) a series' source was asked for and does
    /// not have, owned by the series' row.
    static let tvSeries = UnansweredPartTable(
        "tv_series_unanswered_part", ownerTable: "tv_series", ownerColumn: "tvSeriesID")
}
