import Testing

@testable import PopcornCLI

@Suite("SearchKindOption")
struct SearchKindOptionTests {
    @Test("Each kind searches the Search context's kind and names its results")
    func kinds() {
        #expect(SearchKindOption.allCases.map(\.searchKind) == [.all, .movie, .tvSeries, .person])
        #expect(
            SearchKindOption.allCases.map(\.heading) == ["Movies, series and people", "Movies", "Series", "People"])
    }

    @Test("The option's words are the ones TMDb and --json use")
    func words() {
        #expect(SearchKindOption.allValueStrings == ["all", "movie", "tv", "person"])
        #expect(SearchKindOption.allCases.map(\.rawValue) == SearchKindOption.allCases.map(\.searchKind.rawValue))
    }
}
