import CoreDomain
import Foundation
import Testing
import TrendingDomain

@Suite("TrendingMediaKind")
struct TrendingMediaKindTests {
    @Test(
        "each one-kind list names its kind, and is built back from it",
        arguments: [
            (TrendingMediaKind.movie, MediaKind.movie),
            (.tvSeries, .tvSeries),
            (.person, .person),
        ])
    func oneKind(trendingKind: TrendingMediaKind, kind: MediaKind) {
        #expect(trendingKind.mediaKind == kind)
        #expect(TrendingMediaKind(kind) == trendingKind)
    }

    @Test("the list of every kind names no one kind")
    func all() {
        #expect(TrendingMediaKind.all.mediaKind == nil)
    }

    @Test("every kind of result has a trending list of its own")
    func everyKindHasAList() {
        #expect(MediaKind.allCases.map { TrendingMediaKind($0).mediaKind } == MediaKind.allCases)
    }

    @Test("the raw values are TMDb's path segments and the CLI's words")
    func rawValues() {
        #expect(TrendingMediaKind.allCases.map(\.rawValue) == ["all", "movie", "tv", "person"])
    }
}
