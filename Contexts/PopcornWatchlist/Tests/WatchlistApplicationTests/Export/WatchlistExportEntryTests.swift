import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("WatchlistExportEntry")
struct WatchlistExportEntryTests {
    private func jsonObject(_ entry: WatchlistExportEntry) throws -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try #require(JSONSerialization.jsonObject(with: encoder.encode(entry)) as? [String: Any])
    }

    private func decode(_ json: String) throws -> WatchlistExportEntry {
        try JSONDecoder().decode(WatchlistExportEntry.self, from: Data(json.utf8))
    }

    @Test("A movie still to watch writes its day, instant, poster and rating, and leaves out watchedAt and note")
    func writesMovie() throws {
        let object = try jsonObject(WatchlistExportEntry(.mock()))

        #expect(
            Set(object.keys) == ["kind", "tmdbID", "title", "releaseDate", "posterPath", "voteAverage", "addedAt"])
        #expect(object["kind"] as? String == "movie")
        #expect(object["tmdbID"] as? Int == 550)
        #expect(object["title"] as? String == "Fight Club")
        #expect(object["releaseDate"] as? String == "1999-10-15")
        #expect(object["posterPath"] as? String == "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(object["voteAverage"] as? Double == 8.438)
        #expect(object["addedAt"] as? String == "2026-11-26T04:58:00Z")
    }

    @Test("A watched series writes kind tv, when it was watched and its note")
    func writesSeries() throws {
        let object = try jsonObject(WatchlistExportEntry(.mockSeries()))

        #expect(object["kind"] as? String == "tv")
        #expect(object["tmdbID"] as? Int == 1396)
        #expect(object["watchedAt"] as? String == "2026-12-01T21:30:15Z")
        #expect(object["note"] as? String == "Start again from season 2")
    }

    @Test("A title without a date, poster or rating leaves those keys out")
    func leavesOutMissingValues() throws {
        let object = try jsonObject(WatchlistExportEntry(.mock(releaseDate: nil, posterPath: nil, voteAverage: nil)))

        #expect(Set(object.keys) == ["kind", "tmdbID", "title", "addedAt"])
    }

    @Test("An entry reads back equal to the one written")
    func roundTrips() throws {
        let entry = WatchlistExportEntry(.mockSeries())
        let data = try JSONEncoder().encode(entry)

        #expect(try JSONDecoder().decode(WatchlistExportEntry.self, from: data) == entry)
    }

    @Test("The kind is read in any case")
    func readsKindInAnyCase() throws {
        let entry = try decode(
            #"{"kind": "TV", "tmdbID": 1396, "title": "Breaking Bad", "addedAt": "2026-11-26T04:58:00Z"}"#)

        #expect(entry.kind == .tvSeries)
        #expect(entry.releaseDate == nil)
        #expect(entry.watchedAt == nil)
    }

    @Test(
        "A value not written as the export writes it is refused at its key",
        arguments: [
            (#""kind": "person", "tmdbID": 550, "addedAt": "2026-11-26T04:58:00Z""#, "kind"),
            (#""kind": "movie", "tmdbID": 0, "addedAt": "2026-11-26T04:58:00Z""#, "tmdbID"),
            (#""kind": "movie", "tmdbID": -550, "addedAt": "2026-11-26T04:58:00Z""#, "tmdbID"),
            (#""kind": "movie", "tmdbID": 550, "addedAt": "2026-11-26T04:58:00Z", "voteAverage": 10.5"#, "voteAverage"),
            (#""kind": "movie", "tmdbID": 550, "addedAt": "2026-11-26""#, "addedAt"),
            (#""kind": "movie", "tmdbID": 550, "addedAt": "2026-11-26T04:58:00Z", "watchedAt": "x""#, "watchedAt"),
            (
                #""kind": "movie", "tmdbID": 550, "addedAt": "2026-11-26T04:58:00Z", "releaseDate": "1999""#,
                "releaseDate"
            ),
        ])
    func refusesMalformedValues(fields: String, key: String) {
        do {
            _ = try decode(#"{"title": "Fight Club", "# + fields + "}")
            Issue.record("decoded an entry with a malformed \(key)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == [key])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("An entry without addedAt is refused")
    func refusesMissingAddedAt() {
        #expect(throws: DecodingError.self) {
            try decode(#"{"kind": "movie", "tmdbID": 550, "title": "Fight Club"}"#)
        }
    }
}
