import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@Suite("WatchlistStreamingService")
struct WatchlistStreamingServiceTests {
    let netflix = WatchlistStreamingService.mockNetflix()

    @Test(
        "a service is named by its name but for case, accents and surrounding spaces",
        arguments: [
            "Netflix", "netflix", "NETFLIX", " Netflix ", "Nétflix",
        ])
    func namedByName(text: String) {
        #expect(netflix.isNamed(by: text))
    }

    @Test("a service is named by its TMDb id, spaces around it or not", arguments: ["8", " 8 "])
    func namedByID(text: String) {
        #expect(netflix.isNamed(by: text))
    }

    @Test(
        "another name, a part of the name, another id or nothing names another service",
        arguments: [
            "Hulu", "Net", "Netflix Kids", "15", "", "  ",
        ])
    func notNamed(text: String) {
        #expect(!netflix.isNamed(by: text))
    }

    @Test("the offers are written subscription, free and ads")
    func offers() throws {
        let data = try JSONEncoder().encode(WatchlistStreamingOffer.allCases)

        #expect(String(decoding: data, as: UTF8.self) == #"["flatrate","free","ads"]"#)
    }
}
