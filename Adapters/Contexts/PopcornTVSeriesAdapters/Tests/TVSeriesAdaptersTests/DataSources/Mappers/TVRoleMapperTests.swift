import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVRoleMapper")
struct TVRoleMapperTests {
    @Test("a role keeps its credit id, character and episode count")
    func mapsRole() {
        let dto = TVRoleDTO(creditID: "52542282760ee313280017f9", character: "Walter White", episodeCount: 62)
        #expect(
            TVRoleMapper().map(dto)
                == TVRole(creditID: "52542282760ee313280017f9", character: "Walter White", episodeCount: 62))
    }

    @Test("a missing character becomes empty and a missing episode count zero")
    func mapsMissingFields() {
        #expect(TVRoleMapper().map(TVRoleDTO(creditID: "c")) == TVRole(creditID: "c", character: "", episodeCount: 0))
    }
}
