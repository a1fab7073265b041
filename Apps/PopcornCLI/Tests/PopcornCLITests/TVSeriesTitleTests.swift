import Foundation
import TVSeriesApplication
import Testing

@testable import PopcornCLI

@Suite("TVSeriesTitle")
struct TVSeriesTitleTests {
    @Test("An ended series shows the years it aired")
    func ended() {
        #expect(TVSeriesTitle.line(.mock()) == "Breaking Bad (2008–2013)")
    }

    @Test("A series that ended in the year it began shows one year")
    func oneYear() {
        let series = TVSeriesDetails.mock(
            name: "Chernobyl", firstAirDate: .day("2019-05-06"), lastAirDate: .day("2019-06-03"), status: "Ended")
        #expect(TVSeriesTitle.line(series) == "Chernobyl (2019)")
    }

    @Test("A running series leaves its end open", arguments: ["Returning Series", "In Production", "Planned"])
    func running(status: String) {
        let series = TVSeriesDetails.mock(
            name: "Severance", firstAirDate: .day("2022-02-17"), lastAirDate: .day("2025-03-20"), status: status)
        #expect(TVSeriesTitle.line(series) == "Severance (2022–)")
    }

    @Test("A cancelled series is finished too")
    func cancelled() {
        let series = TVSeriesDetails.mock(
            name: "Firefly", firstAirDate: .day("2002-09-20"),
            lastAirDate: .day("2003-08-15"), status: "Canceled")
        #expect(TVSeriesTitle.line(series) == "Firefly (2002–2003)")
    }

    @Test("Without a first air date the title is the name alone")
    func noDate() {
        #expect(TVSeriesTitle.line(.mock(firstAirDate: nil)) == "Breaking Bad")
    }
}
