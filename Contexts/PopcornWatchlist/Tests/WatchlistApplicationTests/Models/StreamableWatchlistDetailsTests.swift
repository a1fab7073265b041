import CoreDomain
import Foundation
import Testing
import WatchlistDomain

@testable import WatchlistApplication

@Suite("StreamableWatchlistDetails")
struct StreamableWatchlistDetailsTests {
    let details = StreamableWatchlistDetails(
        region: "US", providers: ["Netflix"], watchlistCount: 12,
        results: [
            StreamableWatchlistEntryDetails(
                entry: WatchlistEntryDetails(
                    kind: .movie, id: 550, title: "Fight Club", year: 1999, addedAt: Date(timeIntervalSince1970: 0)),
                services: [
                    WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .subscription),
                    WatchlistStreamingServiceDetails(id: 73, name: "Tubi TV", offer: .ads),
                ])
        ],
        unchecked: [WatchlistUncheckedTitle(kind: .tvSeries, id: 1396, title: "Breaking Bad", cause: .notFound)])

    private func jsonObject(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("it is one page of the list document, with the region, the services asked for and the watchlist's count")
    func document() throws {
        let object = try jsonObject(details)

        #expect(
            Set(object.keys) == [
                "region", "providers", "watchlistCount", "page", "totalPages", "totalResults", "results",
            ])
        #expect(object["region"] as? String == "US")
        #expect(object["providers"] as? [String] == ["Netflix"])
        #expect(object["watchlistCount"] as? Int == 12)
        #expect(object["page"] as? Int == 1 && object["totalPages"] as? Int == 1)
        #expect(object["totalResults"] as? Int == 1)
    }

    @Test("the titles left out are not part of the document")
    func uncheckedLeftOut() throws {
        #expect(try jsonObject(details)["unchecked"] == nil)
        #expect(details.unchecked.map(\.id) == [1396])
    }
}
