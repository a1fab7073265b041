import DataPersistence
import Foundation
import GRDB

/// One aggregate crew member of a series: a row of `tv_series_aggregate_crew_member`, in TMDb's order.
///
/// Deleting the row cascades to its jobs.
struct TVSeriesAggregateCrewMemberEntity: Decodable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_aggregate_crew_member"

    /// The owning `tv_series_aggregate_credits` row.
    var tvSeriesID: Int
    var position: Int
    /// The person's TMDb id.
    var personID: Int
    var name: String
    /// A `Gender` raw value.
    var gender: Int
    var profilePath: String?
    var department: String
    var totalEpisodeCount: Int

    var jobs: [TVSeriesJobEntity]?
}

extension TVSeriesAggregateCrewMemberEntity {
    enum Columns: String, ColumnExpression {
        case tvSeriesID, position, personID, name, gender, profilePath, department, totalEpisodeCount
    }

    static let jobs = hasMany(TVSeriesJobEntity.self, key: "jobs")
        .order(TVSeriesJobEntity.Columns.position)

    // Hand-written so that only columns are written: the jobs live in their own table.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.tvSeriesID] = tvSeriesID
        container[Columns.position] = position
        container[Columns.personID] = personID
        container[Columns.name] = name
        container[Columns.gender] = gender
        container[Columns.profilePath] = profilePath
        container[Columns.department] = department
        container[Columns.totalEpisodeCount] = totalEpisodeCount
    }
}
