import Foundation
import TVSeriesDomain
import Testing

@Suite("TVJob")
struct TVJobTests {
    @Test("the credit id identifies the job")
    func identity() {
        #expect(TVJob(creditID: "j1", job: "Writer", episodeCount: 13).id == "j1")
    }

    @Test("two jobs with the same title have different ids when their credits differ")
    func distinctCredits() {
        let first = TVJob(creditID: "j1", job: "Writer", episodeCount: 13)
        let second = TVJob(creditID: "j2", job: "Writer", episodeCount: 13)
        #expect(first.id != second.id)
        #expect(first != second)
    }

    @Test("two jobs with the same fields are equal, and a different episode count makes them differ")
    func equality() {
        let job = TVJob(creditID: "j1", job: "Writer", episodeCount: 13)
        #expect(job == TVJob(creditID: "j1", job: "Writer", episodeCount: 13))
        #expect(job != TVJob(creditID: "j1", job: "Writer", episodeCount: 12))
    }
}
