import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("AggregateCreditsMapper")
struct AggregateCreditsMapperTests {
    let credits: AggregateCredits

    init() throws {
        credits = AggregateCreditsMapper().map(
            try Fixture.decode(TVSeriesAggregateCreditsDTO.self, "tv-aggregate-credits-1396"))
    }

    @Test("the series id carries over and cast and crew keep TMDb's order")
    func mapsCredits() {
        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.id) == [17419, 84497, 9_000_001])
        #expect(credits.crew.map(\.id) == [1_214_730, 9_000_002])
    }

    @Test("a cast member without an order takes its position in TMDb's list")
    func fallbackOrder() {
        #expect(credits.cast.map(\.order) == [0, 1, 2])
        #expect(credits.cast[1].roles.map(\.character) == ["Jesse Pinkman"])
        #expect(credits.crew[0].jobs.map(\.job) == ["Director", "Executive Producer"])
    }

    @Test("missing cast and crew arrays give empty credits")
    func mapsEmpty() {
        #expect(
            AggregateCreditsMapper().map(TVSeriesAggregateCreditsDTO(id: 5))
                == AggregateCredits(id: 5, cast: [], crew: []))
    }
}
