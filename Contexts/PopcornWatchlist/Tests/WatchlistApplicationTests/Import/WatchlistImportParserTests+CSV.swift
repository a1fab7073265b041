import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain

@testable import WatchlistApplication

/// Our CSV, and any CSV with `tmdb_id` and `kind` columns.
extension WatchlistImportParserTests {
    @Test("A CSV of only tmdb_id and kind gives rows of an id, the kind read in any case")
    func readsMinimalCSV() throws {
        let rows = try parser.rows(in: "tmdb_id,kind\n550,movie\n1396,TV\n")

        #expect(
            rows == [
                .identified(WatchlistImportRecord(id: WatchlistItemID(kind: .movie, tmdbID: 550), line: 2)),
                .identified(WatchlistImportRecord(id: WatchlistItemID(kind: .tvSeries, tmdbID: 1396), line: 3)),
            ])
    }

    @Test("Header names are read trimmed, in any case and any order; columns popcorn does not read are ignored")
    func readsHeaderLoosely() throws {
        let rows = try parser.rows(in: " Kind ,Rating,TMDB_ID , Title\r\nmovie,5, 550 ,Fight Club\r\n")

        #expect(
            rows == [
                .identified(
                    WatchlistImportRecord(id: WatchlistItemID(kind: .movie, tmdbID: 550), title: "Fight Club", line: 2))
            ])
    }

    @Test("Every column popcorn reads is read")
    func readsEveryColumn() throws {
        let text = """
            tmdb_id,kind,title,release_date,added_at,watched_at,note,poster_path,vote_average
            1396,tv,Breaking Bad,2008-01-20,2026-11-20T08:15:42+00:00,2026-12-01,"Again, from season 2",/bb.jpg,8.9

            """

        let rows = try parser.rows(in: text)

        #expect(
            rows == [
                .identified(
                    WatchlistImportRecord(
                        id: WatchlistItemID(kind: .tvSeries, tmdbID: 1396),
                        title: "Breaking Bad",
                        releaseDate: .mockDay(year: 2008, month: 1, day: 20),
                        posterPath: URL(string: "/bb.jpg"),
                        voteAverage: 8.9,
                        addedAt: Date(timeIntervalSince1970: 1_795_162_542),
                        watchedAt: .mockDay(year: 2026, month: 12, day: 1),
                        note: "Again, from season 2",
                        line: 2
                    ))
            ])
    }

    @Test("Empty and blank optional fields are nil")
    func readsEmptyFieldsAsNil() throws {
        let header = "tmdb_id,kind,title,release_date,added_at,watched_at,note,poster_path,vote_average\n"

        let rows = try parser.rows(in: header + "550,movie,, ,,,\"  \",,\n")

        #expect(rows == [.identified(WatchlistImportRecord(id: WatchlistItemID(kind: .movie, tmdbID: 550), line: 2))])
    }

    @Test("A year without a release date is not read: a title with an id needs no year")
    func ignoresYear() throws {
        let rows = try parser.rows(in: "tmdb_id,kind,year\n550,movie,1999\n551,movie,soon\n")

        #expect(
            rows == [
                .identified(WatchlistImportRecord(id: WatchlistItemID(kind: .movie, tmdbID: 550), line: 2)),
                .identified(WatchlistImportRecord(id: WatchlistItemID(kind: .movie, tmdbID: 551), line: 3)),
            ])
    }

    @Test("A note is kept as written, its spaces and line breaks too")
    func keepsNoteAsWritten() throws {
        let rows = try parser.rows(in: "tmdb_id,kind,note\n550,movie,\"  first line\nsecond line  \"\n")

        #expect(
            rows == [
                .identified(
                    WatchlistImportRecord(
                        id: WatchlistItemID(kind: .movie, tmdbID: 550), note: "  first line\nsecond line  ", line: 2))
            ])
    }

    @Test(
        "added_at takes an instant with Z, an offset or a fraction of a second, or a day read as midnight UTC",
        arguments: [
            ("2026-11-26T04:58:00Z", Date(timeIntervalSince1970: 1_795_669_080)),
            ("2026-11-26T04:58:00.250Z", Date(timeIntervalSince1970: 1_795_669_080)),
            ("2026-11-26T05:58:00+01:00", Date(timeIntervalSince1970: 1_795_669_080)),
            ("2026-11-26", Date.mockDay(year: 2026, month: 11, day: 26)),
        ])
    func readsAddedAt(text: String, expected: Date) throws {
        let rows = try parser.rows(in: "tmdb_id,kind,added_at\n550,movie,\(text)\n")

        #expect(
            rows == [
                .identified(
                    WatchlistImportRecord(id: WatchlistItemID(kind: .movie, tmdbID: 550), addedAt: expected, line: 2))
            ])
    }
}
