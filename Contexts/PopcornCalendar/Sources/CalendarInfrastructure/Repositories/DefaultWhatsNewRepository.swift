import CalendarDomain
import CoreDomain
import DataPersistence
import Foundation
import GRDB

/// The day `whats-new` was last asked, in the calendar's own user-data file (a `UserDataStore`),
/// through GRDB. Reading before the first time creates nothing.
public struct DefaultWhatsNewRepository: WhatsNewRepository {
    static let key = "whatsNewAskedOn"

    private let store: UserDataStore

    /// A repository over a store migrated with ``CalendarMigrations``.
    public init(store: UserDataStore) {
        self.store = store
    }

    public func lastAsked() async throws(DataAccessError) -> CalendarDay? {
        guard store.exists else {
            return nil
        }
        let text = try await store.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM calendar_state WHERE key = ?", arguments: [Self.key])
        }
        return text.flatMap { CalendarDay(text: $0) }
    }

    public func record(_ day: CalendarDay) async throws(DataAccessError) {
        let text = day.text
        try await store.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO calendar_state (key, value) VALUES (?, ?)", arguments: [Self.key, text])
        }
    }
}
