import Foundation
import SearchDomain
import Testing

@testable import SearchApplication

@Suite("MediaSearchHistoryEntryDetails")
struct MediaSearchHistoryEntryDetailsTests {
    /// 2023-11-14 22:13:20 UTC.
    let searchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("searchedAt is written as an ISO 8601 instant, the kind as its CLI word")
    func encodesISO8601() throws {
        let details = MediaSearchHistoryEntryDetails(query: "Breaking Bad", kind: .tvSeries, searchedAt: searchedAt)

        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(details)) as? [String: String])

        #expect(object == ["query": "Breaking Bad", "kind": "tv", "searchedAt": "2023-11-14T22:13:20Z"])
    }

    @Test("searchedAt is ISO 8601 whatever date strategy the encoder has")
    func ignoresEncoderStrategy() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let details = MediaSearchHistoryEntryDetails(query: "Dune", kind: .movie, searchedAt: searchedAt)

        let json = try #require(String(data: try encoder.encode(details), encoding: .utf8))

        #expect(json.contains(#""searchedAt":"2023-11-14T22:13:20Z""#))
    }

    @Test("an entry round-trips through JSON", arguments: MediaSearchKind.allCases)
    func roundTrips(kind: MediaSearchKind) throws {
        let details = MediaSearchHistoryEntryDetails(query: "Amélie", kind: kind, searchedAt: searchedAt)

        let decoded = try JSONDecoder().decode(MediaSearchHistoryEntryDetails.self, from: JSONEncoder().encode(details))

        #expect(decoded == details)
    }

    @Test("a searchedAt that is not an ISO 8601 instant fails to decode")
    func rejectsOtherDates() {
        let json = Data(#"{"query": "Dune", "kind": "movie", "searchedAt": "yesterday"}"#.utf8)

        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MediaSearchHistoryEntryDetails.self, from: json)
        }
    }

    @Test("a whole history round-trips through JSON with its totals")
    func historyRoundTrips() throws {
        let history = MediaSearchHistoryDetails(results: [
            MediaSearchHistoryEntryDetails(query: "Dune", kind: .movie, searchedAt: searchedAt),
            MediaSearchHistoryEntryDetails(query: "Amélie", kind: .all, searchedAt: searchedAt.addingTimeInterval(-60)),
        ])

        let decoded = try JSONDecoder().decode(MediaSearchHistoryDetails.self, from: JSONEncoder().encode(history))

        #expect(decoded == history)
    }
}
