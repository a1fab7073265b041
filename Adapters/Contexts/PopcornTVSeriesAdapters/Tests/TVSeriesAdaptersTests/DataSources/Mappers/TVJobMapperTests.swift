import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVJobMapper")
struct TVJobMapperTests {
    @Test("a job keeps its credit id, name and episode count")
    func mapsJob() {
        let dto = TVJobDTO(creditID: "52542287760ee31328001af1", job: "Director", episodeCount: 11)
        #expect(
            TVJobMapper().map(dto) == TVJob(creditID: "52542287760ee31328001af1", job: "Director", episodeCount: 11))
    }

    @Test("a missing job becomes empty and a missing episode count zero")
    func mapsMissingFields() {
        #expect(TVJobMapper().map(TVJobDTO(creditID: "c")) == TVJob(creditID: "c", job: "", episodeCount: 0))
    }
}
