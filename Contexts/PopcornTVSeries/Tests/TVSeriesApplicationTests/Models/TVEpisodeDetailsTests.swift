import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("TVEpisodeDetails")
struct TVEpisodeDetailsTests {
    @Test("a document survives a JSON round trip, crew, guest stars and names included")
    func jsonRoundTrip() throws {
        let details = TVEpisodeDetailsMapper().map(
            .mock(), tvSeriesName: "Breaking Bad", seasonName: "Season 1", imagesConfiguration: .mock())
        let data = try JSONEncoder().encode(details)
        #expect(try JSONDecoder().decode(TVEpisodeDetails.self, from: data) == details)
    }
}
