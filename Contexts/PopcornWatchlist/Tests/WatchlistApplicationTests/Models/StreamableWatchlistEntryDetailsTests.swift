import Foundation
import Testing
import WatchlistDomain

@testable import WatchlistApplication

@Suite("StreamableWatchlistEntryDetails")
struct StreamableWatchlistEntryDetailsTests {
    let details = StreamableWatchlistEntryDetails(
        entry: WatchlistEntryDetails(
            kind: .movie, id: 550, title: "Fight Club", year: 1999, addedAt: Date(timeIntervalSince1970: 0),
            note: "with Sam"),
        services: [
            WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .subscription),
            WatchlistStreamingServiceDetails(id: 73, name: "Tubi TV", offer: .ads),
        ])

    private func jsonObject(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("it is the entry's row of the watchlist list with its services besides")
    func row() throws {
        let row = try jsonObject(details)
        let entryKeys = Set(try jsonObject(details.entry).keys)

        #expect(Set(row.keys) == entryKeys.union(["services"]))
        #expect(
            row["kind"] as? String == "movie" && row["id"] as? Int == 550 && row["title"] as? String == "Fight Club")
        #expect(row["note"] as? String == "with Sam")
    }

    @Test("each service gives its id, name and offer, in the order given")
    func services() throws {
        let services = try #require(try jsonObject(details)["services"] as? [[String: Any]])

        #expect(services.map { $0["name"] as? String } == ["Netflix", "Tubi TV"])
        #expect(services.map { $0["id"] as? Int } == [8, 73])
        #expect(services.map { $0["offer"] as? String } == ["flatrate", "ads"])
    }
}
