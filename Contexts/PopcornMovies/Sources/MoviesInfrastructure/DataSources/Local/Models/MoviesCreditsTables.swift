import DataPersistence
import GRDB

/// Where the movies context caches a movie's cast and crew: `movies_credits`, owning
/// `movies_cast_member` and `movies_crew_member` through `movieID`.
enum MoviesCreditsTables: CreditsTables {
    static let creditsTable = "movies_credits"
    static let ownerColumn = "movieID"
    static let rows = CreditRowTables(cast: "movies_cast_member", crew: "movies_crew_member", ownerColumn: ownerColumn)
}
