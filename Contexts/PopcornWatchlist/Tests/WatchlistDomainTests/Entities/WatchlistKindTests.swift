import Foundation
import Testing
import WatchlistDomain

@Suite("WatchlistKind")
struct WatchlistKindTests {
    @Test("the kinds are written movie and tv, as the reader types them and the file stores them")
    func rawValues() {
        #expect(WatchlistKind.allCases.map(\.rawValue) == ["movie", "tv"])
        #expect(WatchlistKind(rawValue: "tv") == .tvSeries)
        #expect(WatchlistKind(rawValue: "person") == nil)
    }

    @Test("a kind is encoded as its raw value")
    func codable() throws {
        let data = try JSONEncoder().encode([WatchlistKind.movie, .tvSeries])

        #expect(String(decoding: data, as: UTF8.self) == #"["movie","tv"]"#)
        #expect(try JSONDecoder().decode([WatchlistKind].self, from: data) == [.movie, .tvSeries])
    }
}
