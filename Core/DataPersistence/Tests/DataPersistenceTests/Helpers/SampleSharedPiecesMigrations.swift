import DataPersistence
import GRDB

/// The schema of the sample credits, preview pages, mixed pages, images, watch providers, videos, keywords and translations, built with the shared table helpers.
struct SampleSharedPiecesMigrations: DatabaseMigrations {
    let namespace = "sampleshared"

    var cacheTables: [CacheTable] {
        [
            CacheTable(name: SampleCreditsTables.creditsTable, kind: .credits, context: namespace),
            CacheTable(name: SamplePageTables.pageTable, kind: .list, context: namespace),
            CacheTable(name: SampleMediaPageTables.pageTable, kind: .search, context: namespace),
            CacheTable(name: SampleImageTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: SampleWatchProvidersTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: SampleVideosTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: SampleKeywordsTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: SampleTranslationsTables.parentTable, kind: .details, context: namespace),
        ]
    }

    func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try db.create(table: SampleCreditsTables.creditsTable) { table in
                table.primaryKey(SampleCreditsTables.ownerColumn, .integer)
                table.column("language", .text).notNull()
                table.column("cachedAt", .datetime).notNull()
            }
            try SampleCreditsTables.rows.cast.create(
                in: db, parent: SampleCreditsTables.creditsTable, ownerType: .integer,
                columns: CastMemberRow.defineColumns)
            try SampleCreditsTables.rows.crew.create(
                in: db, parent: SampleCreditsTables.creditsTable, ownerType: .integer,
                columns: CrewMemberRow.defineColumns)
            try SamplePageTables.create(in: db) { table in
                table.column("sampleID", .integer).notNull()
                table.column("title", .text).notNull()
                table.column("genreIDs", .jsonText)
            }
            try SampleMediaPageTables.create(in: db, resultColumns: MediaPreviewRow.defineColumns)
        }
        migrator.registerMigration("v2.createImageAndWatchProviderTables") { db in
            try SampleImageTables.createTables(in: db, columns: ImageRow.defineColumns)
            try SampleWatchProvidersTables.createTables(in: db, columns: WatchProviderRow.defineColumns)
        }
        migrator.registerMigration("v3.createVideoAndKeywordTables") { db in
            try SampleVideosTables.createTables(in: db, columns: VideoRow.defineColumns)
            try SampleKeywordsTables.createTables(in: db, columns: KeywordRow.defineColumns)
            try SampleTranslationsTables.createTables(in: db, columns: TranslationRow.defineColumns)
        }
    }
}
