import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVSeriesPartMapper")
struct TVSeriesPartMapperTests {
    let mapper = TVSeriesPartMapper()

    @Test("every list part is named as TMDb appends it")
    func listParts() {
        #expect(TVSeriesPart.lists.compactMap(mapper.map).count == TVSeriesPart.lists.count)
        #expect(Set(TVSeriesPart.lists.compactMap(mapper.map)) == Set(TMDbTVSeriesAppendPart.allCases))
    }

    @Test("seasons are no append part of their own: they travel as their numbers")
    func seasons() {
        let parts: Set<TVSeriesPart> = [.credits, .season(2), .season(0), .images]

        #expect(mapper.map(.season(1)) == nil)
        #expect(mapper.appendParts(parts) == [.credits, .images])
        #expect(mapper.seasons(parts) == [0, 2])
    }
}
