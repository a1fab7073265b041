import AccountDomain
import CoreDomain
import DataPersistence
import Foundation
import GRDB

/// Each account's sync base in its own user-data file (a `UserDataStore`), through GRDB: read in
/// one transaction, replaced whole in one (an update reads and replaces in the same one). Reading
/// before the first sync creates nothing.
public struct DefaultSyncBaseRepository: SyncBaseRepository {
    private let store: UserDataStore

    /// A repository over a store migrated with ``AccountMigrations``.
    public init(store: UserDataStore) {
        self.store = store
    }

    public func base(accountID: Int) async throws(DataAccessError) -> SyncBase {
        guard store.exists else {
            return .empty(accountID: accountID)
        }
        return try await store.read { db in try Self.fetch(accountID, in: db) }
    }

    public func save(_ base: SyncBase) async throws(DataAccessError) {
        try await store.write { db in try Self.replace(base, in: db) }
    }

    public func update(accountID: Int, _ change: @escaping @Sendable (SyncBase) -> SyncBase)
        async throws(DataAccessError)
    {
        try await store.write { db in
            try Self.replace(change(try Self.fetch(accountID, in: db)), in: db)
        }
    }

    private static func fetch(_ accountID: Int, in db: Database) throws -> SyncBase {
        guard
            let sync = try Row.fetchOne(
                db, sql: "SELECT lastSyncAt FROM account_sync WHERE accountID = ?", arguments: [accountID])
        else {
            return .empty(accountID: accountID)
        }
        let watchlist = try Row.fetchAll(
            db, sql: "SELECT kind, tmdbID FROM account_sync_watchlist WHERE accountID = ?", arguments: [accountID]
        ).compactMap { row -> WatchlistKey? in
            let kind: String = row[0]
            return AccountTitleKind(rawValue: kind).map { WatchlistKey($0, row[1]) }
        }
        var ratings: [RatedKey: Int] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT itemKey, halves FROM account_sync_rating WHERE accountID = ?", arguments: [accountID])
        {
            let text: String = row[0]
            if let key = RatedKey(text) {
                ratings[key] = row[1]
            }
        }
        var watchlistAgreedAt: [WatchlistKey: Date] = [:]
        var ratingsAgreedAt: [RatedKey: Date] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT itemKey, agreedAt FROM account_sync_agreed WHERE accountID = ?", arguments: [accountID])
        {
            let text: String = row[0]
            let date: Date = row[1]
            if text.hasPrefix(watchlistPrefix), let key = watchlistKey(String(text.dropFirst(watchlistPrefix.count))) {
                watchlistAgreedAt[key] = date
            } else if text.hasPrefix(ratingPrefix), let key = RatedKey(String(text.dropFirst(ratingPrefix.count))) {
                ratingsAgreedAt[key] = date
            }
        }
        return SyncBase(
            accountID: accountID, watchlist: Set(watchlist), ratings: ratings, lastSyncAt: sync[0] as Date?,
            watchlistAgreedAt: watchlistAgreedAt, ratingsAgreedAt: ratingsAgreedAt)
    }

    private static func replace(_ base: SyncBase, in db: Database) throws {
        // The other tables' rows go with the account's row (ON DELETE CASCADE).
        try db.execute(sql: "DELETE FROM account_sync WHERE accountID = ?", arguments: [base.accountID])
        try db.execute(
            sql: "INSERT INTO account_sync (accountID, lastSyncAt) VALUES (?, ?)",
            arguments: [base.accountID, base.lastSyncAt])
        let watchlist = try db.makeStatement(
            sql: "INSERT INTO account_sync_watchlist (accountID, kind, tmdbID) VALUES (?, ?, ?)")
        for key in base.watchlist.sorted() {
            try watchlist.execute(arguments: [base.accountID, key.kind.rawValue, key.tmdbID])
        }
        let rating = try db.makeStatement(
            sql: "INSERT INTO account_sync_rating (accountID, itemKey, halves) VALUES (?, ?, ?)")
        for (key, halves) in base.ratings.sorted(by: { $0.key < $1.key }) {
            try rating.execute(arguments: [base.accountID, key.description, halves])
        }
        let agreed = try db.makeStatement(
            sql: "INSERT INTO account_sync_agreed (accountID, itemKey, agreedAt) VALUES (?, ?, ?)")
        for (key, date) in base.watchlistAgreedAt.sorted(by: { $0.key < $1.key }) where date != base.lastSyncAt {
            try agreed.execute(arguments: [base.accountID, watchlistPrefix + key.description, date])
        }
        for (key, date) in base.ratingsAgreedAt.sorted(by: { $0.key < $1.key }) where date != base.lastSyncAt {
            try agreed.execute(arguments: [base.accountID, ratingPrefix + key.description, date])
        }
    }

    private static let watchlistPrefix = "watchlist:"
    private static let ratingPrefix = "rating:"

    /// `movie:550` -> the watchlist key it names.
    private static func watchlistKey(_ text: String) -> WatchlistKey? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let kind = AccountTitleKind(rawValue: String(parts[0])), let id = Int(parts[1]) else {
            return nil
        }
        return WatchlistKey(kind, id)
    }
}
