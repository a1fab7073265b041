import TVSeriesDomain
import Testing

@Suite("TVSeriesPart")
struct TVSeriesPartTests {
    static let everyKindOfPart: [TVSeriesPart] = TVSeriesPart.lists + [.season(0), .season(1), .season(12)]

    @Test("raw values name each part as the cache stores it, and never change")
    func rawValuesAreStable() {
        #expect(
            TVSeriesPart.lists.map(\.rawValue) == [
                "credits", "aggregateCredits", "contentRatings", "images", "recommendations", "similar",
                "watchProviders", "videos", "keywords", "translations",
            ])
        #expect(TVSeriesPart.season(0).rawValue == "season/0")
        #expect(TVSeriesPart.season(12).rawValue == "season/12")
    }

    @Test("every part reads back from its raw value", arguments: everyKindOfPart)
    func roundTrip(part: TVSeriesPart) {
        #expect(TVSeriesPart(rawValue: part.rawValue) == part)
    }

    @Test(
        "a name that is no part, or a season that is not a plain number, is rejected",
        arguments: [
            "", "Credits", "credit", "releaseDates", "season", "season/", "season/x", "season/-1", "season/+1",
            "season/1a", "season/ 1", "season/1.5", "seasons/1", "season/\u{0661}", "season/99999999999999999999",
        ])
    func badRawValues(rawValue: String) {
        #expect(TVSeriesPart(rawValue: rawValue) == nil)
    }

    @Test("parts are asked for in the order of the lists, then the seasons by number")
    func ordering() {
        let parts: Set<TVSeriesPart> = [.season(3), .watchProviders, .season(0), .credits, .images, .season(1)]

        #expect(
            TVSeriesPart.ordered(parts) == [.credits, .images, .watchProviders, .season(0), .season(1), .season(3)])
        #expect(TVSeriesPart.ordered(Set(TVSeriesPart.lists)) == TVSeriesPart.lists)
        #expect(TVSeriesPart.ordered([]) == [])
    }

    @Test(
        "the details screen shows the cast, certification, logo, recommendations, offers, trailer and keywords, and no season"
    )
    func detailsScreen() {
        #expect(
            TVSeriesPart.detailsScreen == [
                .credits, .contentRatings, .images, .recommendations, .watchProviders, .videos, .keywords,
            ])
    }

    @Test("only a season has a season number")
    func seasonNumber() {
        #expect(TVSeriesPart.season(4).seasonNumber == 4)
        #expect(TVSeriesPart.season(0).seasonNumber == 0)
        #expect(TVSeriesPart.lists.allSatisfy { $0.seasonNumber == nil })
    }
}
