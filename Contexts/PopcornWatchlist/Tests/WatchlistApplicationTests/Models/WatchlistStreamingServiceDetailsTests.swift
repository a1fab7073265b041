import Foundation
import Testing
import WatchlistDomain

@testable import WatchlistApplication

@Suite("WatchlistStreamingServiceDetails")
struct WatchlistStreamingServiceDetailsTests {
    @Test("a domain service's details keep its id, name and offer")
    func fromService() {
        let details = WatchlistStreamingServiceDetails(WatchlistStreamingService(id: 8, name: "Netflix", offer: .free))

        #expect(details == WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .free))
    }

    @Test("it is written with its id, name and offer")
    func json() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .ads))

        #expect(String(decoding: data, as: UTF8.self) == #"{"id":8,"name":"Netflix","offer":"ads"}"#)
    }
}
