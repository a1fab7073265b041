import DiscoverDomain
import Testing

@Suite("DiscoverSort")
struct DiscoverSortTests {
    @Test(
        "each key runs its own way unless told: titles A to Z, everything else highest first",
        arguments: [
            (DiscoverSortKey.popularity, DiscoverSortOrder.descending), (.rating, .descending),
            (.releaseDate, .descending), (.revenue, .descending), (.title, .ascending),
        ])
    func defaultOrders(key: DiscoverSortKey, order: DiscoverSortOrder) {
        #expect(DiscoverSort(key: key).order == order)
        #expect(key.defaultOrder == order)
    }

    @Test("an order given wins over the key's own")
    func givenOrder() {
        #expect(DiscoverSort(key: .title, order: .descending).order == .descending)
        #expect(DiscoverSort(key: .rating, order: .ascending).order == .ascending)
    }

    @Test("a key's own order given again is the same sort")
    func sameSort() {
        #expect(DiscoverSort(key: .rating) == DiscoverSort(key: .rating, order: .descending))
        #expect(DiscoverSort(key: .title) == DiscoverSort(key: .title, order: .ascending))
    }

    @Test("the text is the key's word, a dot and the direction")
    func text() {
        #expect(DiscoverSort.popularity.text == "popularity.desc")
        #expect(DiscoverSort(key: .releaseDate, order: .ascending).text == "release-date.asc")
        #expect(DiscoverSort(key: .title).text == "title.asc")
    }

    @Test("only revenue is a movies-only sort")
    func seriesSorts() {
        #expect(DiscoverSortKey.allCases.filter { !$0.appliesToSeries } == [.revenue])
    }

    @Test("the keys are the words of --sort")
    func words() {
        #expect(
            DiscoverSortKey.allCases.map(\.rawValue) == ["popularity", "rating", "release-date", "revenue", "title"])
    }
}
