import DataPersistence
import GRDB

/// Where the TV series context caches a series' cast and crew: `tv_series_credits`, owning
/// `tv_series_cast_member` and `tv_series_crew_member` through `tvSeriesID`.
enum TVSeriesCreditsTables: CreditsTables {
    static let creditsTable = "tv_series_credits"
    static let ownerColumn = "tvSeriesID"
    static let rows = CreditRowTables(
        cast: "tv_series_cast_member", crew: "tv_series_crew_member", ownerColumn: ownerColumn)
}
