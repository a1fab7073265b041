import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("TVRoleDetailsMapper")
struct TVRoleDetailsMapperTests {
    let mapper = TVRoleDetailsMapper()

    @Test("every field carries over and the credit id identifies the role")
    func passesEveryField() {
        let details = mapper.map(TVRole(creditID: "r1", character: "Walter White", episodeCount: 62))
        #expect(details.creditID == "r1")
        #expect(details.character == "Walter White")
        #expect(details.episodeCount == 62)
        #expect(details.id == "r1")
    }
}
