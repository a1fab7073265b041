import CoreDomain
import SearchDomain
import Testing

@testable import PopcornCLI

@Suite("TMDbReferenceKind and MediaKind")
struct TMDbReferenceKindMediaKindTests {
    @Test("Each reference kind names one kind of search result, and back")
    func roundTrip() {
        #expect(TMDbReferenceKind.allCases.map(\.mediaKind) == [.movie, .tvSeries, .person])
        #expect(MediaKind.allCases.map(TMDbReferenceKind.init) == [.movie, .tv, .person])
    }

    @Test("Messages name one or several of a kind")
    func nouns() {
        #expect(TMDbReferenceKind.allCases.map(\.noun) == ["movie", "series", "person"])
        #expect(TMDbReferenceKind.allCases.map(\.plural) == ["movies", "series", "people"])
    }
}
