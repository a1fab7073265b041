import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("MediaPreviewRow")
struct MediaPreviewRowTests {
    typealias Mapper = PreviewPageMapper<SampleMediaPageTables, MediaPreviewPage, MediaPreviewRowMapper>
    let database: DatabaseQueue
    let mapper = Mapper(resultMapper: MediaPreviewRowMapper())

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])
    }

    @Test("a mixed page saved in a table made with defineColumns reads back equal, in TMDb's order")
    func mixedPageRoundTrip() async throws {
        let page = MediaPreviewPage.mock()
        let (mapper, cachedAt) = (mapper, Date(timeIntervalSince1970: 1_700_000_000))
        try await database.saveAggregate(
            PreviewPageEntity<SampleMediaPageTables>.self, key: "k",
            create: { mapper.map(page, pageKey: "k", language: "en-US", cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: "en-US", cachedAt: cachedAt) })

        let read = try await database.readCached(
            PreviewPageEntity<SampleMediaPageTables>.self, key: "k", language: "en-US"
        ) { mapper.map($0) }

        #expect(read?.value == page)
        #expect(read?.value.results.map(\.kind) == [.movie, .tvSeries, .person])
    }

    @Test("defineColumns makes the columns shipped migrations rely on, unchanged")
    func columnsArePinned() async throws {
        let columns = try await database.read { db in
            try db.columns(in: SampleMediaPageTables.resultTable).dropFirst(2).map {
                "\($0.name) \($0.type)\($0.isNotNull ? " NOT NULL" : "")"
            }
        }

        #expect(
            columns == [
                "kind TEXT NOT NULL", "mediaID INTEGER NOT NULL", "title TEXT NOT NULL", "originalTitle TEXT",
                "originalLanguage TEXT", "overview TEXT", "date DATETIME", "imagePath TEXT", "backdropPath TEXT",
                "genreIDs TEXT NOT NULL", "originCountries TEXT NOT NULL", "popularity DOUBLE", "voteAverage DOUBLE",
                "voteCount INTEGER", "isAdultOnly BOOLEAN NOT NULL", "hasVideo BOOLEAN NOT NULL", "gender INTEGER",
                "knownForDepartment TEXT", "knownFor TEXT NOT NULL",
            ])
    }
}
