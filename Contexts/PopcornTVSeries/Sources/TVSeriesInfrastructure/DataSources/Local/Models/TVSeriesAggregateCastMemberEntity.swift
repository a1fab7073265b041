import DataPersistence
import Foundation
import GRDB

/// One aggregate cast member of a series: a row of `tv_series_aggregate_cast_member`, in TMDb's order.
///
/// Deleting the row cascades to its roles.
struct TVSeriesAggregateCastMemberEntity: Decodable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_aggregate_cast_member"

    /// The owning `tv_series_aggregate_credits` row.
    var tvSeriesID: Int
    var position: Int
    /// The person's TMDb id.
    var personID: Int
    var name: String
    /// A `Gender` raw value.
    var gender: Int
    var profilePath: String?
    var totalEpisodeCount: Int
    var order: Int

    var roles: [TVSeriesRoleEntity]?
}

extension TVSeriesAggregateCastMemberEntity {
    enum Columns: String, ColumnExpression {
        case tvSeriesID, position, personID, name, gender, profilePath, totalEpisodeCount, order
    }

    static let roles = hasMany(TVSeriesRoleEntity.self, key: "roles")
        .order(TVSeriesRoleEntity.Columns.position)

    // Hand-written so that only columns are written: the roles live in their own table.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.tvSeriesID] = tvSeriesID
        container[Columns.position] = position
        container[Columns.personID] = personID
        container[Columns.name] = name
        container[Columns.gender] = gender
        container[Columns.profilePath] = profilePath
        container[Columns.totalEpisodeCount] = totalEpisodeCount
        container[Columns.order] = order
    }
}
