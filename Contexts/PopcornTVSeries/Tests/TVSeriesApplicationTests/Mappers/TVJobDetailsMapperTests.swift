import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("TVJobDetailsMapper")
struct TVJobDetailsMapperTests {
    let mapper = TVJobDetailsMapper()

    @Test("every field carries over and the credit id identifies the job")
    func passesEveryField() {
        let details = mapper.map(TVJob(creditID: "j1", job: "Writer", episodeCount: 13))
        #expect(details.creditID == "j1")
        #expect(details.job == "Writer")
        #expect(details.episodeCount == 13)
        #expect(details.id == "j1")
    }
}
