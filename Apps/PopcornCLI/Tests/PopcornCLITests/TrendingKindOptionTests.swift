import Testing

@testable import PopcornCLI

@Suite("TrendingKindOption")
struct TrendingKindOptionTests {
    @Test("Each kind lists the Trending context's kind and names its results")
    func kinds() {
        #expect(TrendingKindOption.allCases.map(\.trendingKind) == [.all, .movie, .tvSeries, .person])
        #expect(
            TrendingKindOption.allCases.map(\.noun) == ["movies, series and people", "movies", "series", "people"])
    }

    @Test("The argument's words are the ones TMDb's paths and --json use")
    func words() {
        #expect(TrendingKindOption.allValueStrings == ["all", "movie", "tv", "person"])
        #expect(
            TrendingKindOption.allCases.map(\.rawValue) == TrendingKindOption.allCases.map(\.trendingKind.rawValue))
    }
}
