import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("WatchlistExportDocument")
struct WatchlistExportDocumentTests {
    private func encode(_ document: WatchlistExportDocument) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }

    private func decode(_ json: String) throws -> WatchlistExportDocument {
        try JSONDecoder().decode(WatchlistExportDocument.self, from: Data(json.utf8))
    }

    @Test("A document says its format and version, and keeps the entries in the order given")
    func keepsEntriesInOrder() {
        let document = WatchlistExportDocument(entries: [.mockSeries(), .mock()])

        #expect(document.format == "popcorn-watchlist")
        #expect(document.version == 1)
        #expect(document.entries == [WatchlistExportEntry(.mockSeries()), WatchlistExportEntry(.mock())])
    }

    @Test("A document is written as an object of format, version and entries")
    func writesObject() throws {
        let data = try encode(WatchlistExportDocument(entries: [.mock()]))
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(Set(object.keys) == ["format", "version", "entries"])
        #expect(object["format"] as? String == "popcorn-watchlist")
        #expect(object["version"] as? Int == 1)
        #expect((object["entries"] as? [Any])?.count == 1)
    }

    @Test("A document written sorted and pretty printed reads back equal with a plain JSONDecoder")
    func roundTrips() throws {
        let document = WatchlistExportDocument(entries: [.mock(), .mockSeries()])

        #expect(try JSONDecoder().decode(WatchlistExportDocument.self, from: encode(document)) == document)
    }

    @Test("An empty watchlist is a document without entries")
    func writesEmptyWatchlist() throws {
        let document = try decode(#"{"format": "popcorn-watchlist", "version": 1, "entries": []}"#)

        #expect(document == WatchlistExportDocument(entries: []))
    }

    @Test(
        "A document of another format, or of a version this popcorn does not read, is refused at that key",
        arguments: [
            (#"{"format": "letterboxd", "version": 1, "entries": []}"#, "format"),
            (#"{"format": "popcorn-watchlist", "version": 2, "entries": []}"#, "version"),
            (#"{"format": "popcorn-watchlist", "version": 0, "entries": []}"#, "version"),
        ])
    func refusesOtherDocuments(json: String, key: String) {
        do {
            _ = try decode(json)
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == [key])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("Another format is refused before its entries are read")
    func refusesFormatBeforeEntries() {
        do {
            _ = try decode(#"{"format": "other", "version": 7, "entries": [{"kind": "person"}]}"#)
            Issue.record("decoded a document of another format")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["format"])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
