import CoreDomain
import Foundation
import SearchDomain
import Testing

@Suite("MediaSearchKind")
struct MediaSearchKindTests {
    @Test(
        "each one-kind search names its kind, and is built back from it",
        arguments: [
            (MediaSearchKind.movie, MediaKind.movie),
            (.tvSeries, .tvSeries),
            (.person, .person),
        ])
    func oneKind(searchKind: MediaSearchKind, kind: MediaKind) {
        #expect(searchKind.mediaKind == kind)
        #expect(MediaSearchKind(kind) == searchKind)
    }

    @Test("a search of every kind names no one kind")
    func all() {
        #expect(MediaSearchKind.all.mediaKind == nil)
    }

    @Test("every kind of result has a search of its own")
    func everyKindIsSearchable() {
        #expect(MediaKind.allCases.map { MediaSearchKind($0).mediaKind } == MediaKind.allCases)
    }

    @Test("the raw values are the CLI's and --json's words")
    func rawValues() {
        #expect(MediaSearchKind.allCases.map(\.rawValue) == ["all", "movie", "tv", "person"])
        #expect(MediaKind.allCases.map(\.rawValue) == ["movie", "tv", "person"])
    }
}
