import Foundation
import Testing
import TrackingDomain
import TrackingTestHelpers

@testable import TrackingInfrastructure

@Suite("WatchMapper")
struct WatchMapperTests {
    let mapper = WatchMapper()

    @Test("an entry's row holds its item, its day as YYYY-MM-DD and when it was logged, and reads back")
    func roundTrip() {
        var entity = mapper.map(
            .breakingBad(2, 5, named: "Breakage"), on: .mock(day: 3),
            loggedAt: Date(timeIntervalSince1970: 1_795_204_800))
        #expect(entity.kind == "episode" && entity.seasonNumber == 2 && entity.episodeNumber == 5)
        #expect(entity.title == "Breaking Bad" && entity.episodeName == "Breakage")
        #expect(entity.watchedOn == "2026-11-03")
        #expect(mapper.map(entity) == nil)

        entity.id = 9
        #expect(
            mapper.map(entity)
                == Watch(
                    id: 9, title: .breakingBad(2, 5, named: "Breakage"), watchedOn: .mock(day: 3),
                    loggedAt: Date(timeIntervalSince1970: 1_795_204_800)))
    }

    @Test("a row with a day that is no day reads as nothing")
    func badDay() {
        var entity = mapper.map(.mock(), on: .mock(), loggedAt: Date(timeIntervalSince1970: 0))
        entity.id = 1
        entity.watchedOn = "2026-02-30"
        #expect(mapper.map(entity) == nil)
    }
}
