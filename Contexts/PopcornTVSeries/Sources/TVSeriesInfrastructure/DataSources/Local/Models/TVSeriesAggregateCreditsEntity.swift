import DataPersistence
import Foundation
import GRDB

/// A series' cached aggregate cast and crew: one row of `tv_series_aggregate_credits`.
///
/// Cached on its own, like the plain credits. Deleting the row cascades to its members, and
/// from them to their roles and jobs.
struct TVSeriesAggregateCreditsEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "tv_series_aggregate_credits"

    var tvSeriesID: Int
    /// The TMDb language the credits were fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var cast: [TVSeriesAggregateCastMemberEntity]?
    var crew: [TVSeriesAggregateCrewMemberEntity]?
}

extension TVSeriesAggregateCreditsEntity {
    enum Columns: String, ColumnExpression {
        case tvSeriesID, language, cachedAt
    }

    static let cast = hasMany(TVSeriesAggregateCastMemberEntity.self, key: "cast")
        .order(TVSeriesAggregateCastMemberEntity.Columns.position)
    static let crew = hasMany(TVSeriesAggregateCrewMemberEntity.self, key: "crew")
        .order(TVSeriesAggregateCrewMemberEntity.Columns.position)

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Aggregate credits with members, roles and jobs prefetched: one query per association,
    /// however many members there are.
    static var withChildren: QueryInterfaceRequest<TVSeriesAggregateCreditsEntity> {
        all()
            .including(all: cast.including(all: TVSeriesAggregateCastMemberEntity.roles))
            .including(all: crew.including(all: TVSeriesAggregateCrewMemberEntity.jobs))
    }

    static let keyColumn = "tvSeriesID"

    /// The members ``withChildren`` prefetches, with their roles and jobs, read with plain SQL: one
    /// statement a table, however many members.
    mutating func readChildren(_ db: Database) throws {
        let owner: StatementArguments = [tvSeriesID]
        let byMember = "\"memberPosition\", \"position\""
        let roles = Dictionary(
            grouping: try ChildRows.fetch(
                TVSeriesRoleEntity.self, where: "tvSeriesID = ?", arguments: owner, orderedBy: byMember, in: db),
            by: \.memberPosition)
        let jobs = Dictionary(
            grouping: try ChildRows.fetch(
                TVSeriesJobEntity.self, where: "tvSeriesID = ?", arguments: owner, orderedBy: byMember, in: db),
            by: \.memberPosition)
        cast = try ChildRows.fetch(
            TVSeriesAggregateCastMemberEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db
        ).map { member in
            var member = member
            member.roles = roles[member.position] ?? []
            return member
        }
        crew = try ChildRows.fetch(
            TVSeriesAggregateCrewMemberEntity.self, where: "tvSeriesID = ?", arguments: owner, in: db
        ).map { member in
            var member = member
            member.jobs = jobs[member.position] ?? []
            return member
        }
    }

    // Hand-written so that only columns are written: the members live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.tvSeriesID] = tvSeriesID
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes these credits' member rows (their roles and jobs cascade) and inserts the
    /// relationship properties, each member with its own children, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try TVSeriesAggregateCastMemberEntity
            .filter(TVSeriesAggregateCastMemberEntity.Columns.tvSeriesID == tvSeriesID).deleteAll(db)
        try TVSeriesAggregateCrewMemberEntity
            .filter(TVSeriesAggregateCrewMemberEntity.Columns.tvSeriesID == tvSeriesID).deleteAll(db)
        for member in cast ?? [] {
            try member.insert(db)
            for role in member.roles ?? [] { try role.insert(db) }
        }
        for member in crew ?? [] {
            try member.insert(db)
            for job in member.jobs ?? [] { try job.insert(db) }
        }
    }
}
