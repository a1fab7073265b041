import Testing
import TrackingDomain
import TrackingTestHelpers

@testable import TrackingInfrastructure

@Suite("RatingMapper")
struct RatingMapperTests {
    let mapper = RatingMapper()

    @Test("a rating's row is keyed by its item, holds the value in halves, and reads back")
    func roundTrip() {
        let rating = Rating.mock(title: .breakingBad(1, 1), halves: 15)
        let entity = mapper.map(rating)
        #expect(entity.itemKey == "episode:1396:1:1")
        #expect(entity.halves == 15)
        #expect(entity.title == "Breaking Bad" && entity.episodeName == "Pilot")
        #expect(mapper.map(entity) == rating)
    }

    @Test("a row with halves off the scale reads as nothing")
    func offScale() {
        var entity = mapper.map(.mock())
        entity.halves = 25
        #expect(mapper.map(entity) == nil)
    }
}
