import CollectionsDomain
import CollectionsTestHelpers
import Foundation
import Testing

@testable import CollectionsApplication

@Suite("FilmCollectionNameMatcher")
struct FilmCollectionNameMatcherTests {
    let matcher = FilmCollectionNameMatcher()
    let godfather = FilmCollectionPreview.mock()
    let parodies = FilmCollectionPreview.mock(
        id: 900_001, name: "Godfather Parodies Collection", originalName: "Parodie del Padrino")

    @Test(
        "a name matches whatever its case, accents and punctuation, with or without the leading the and the word collection",
        arguments: [
            "The Godfather Collection", "the godfather", "THE GODFATHER!", "the  godfather   collection", "godfather",
            "Godfather Collection",
        ])
    func exactName(name: String) {
        #expect(matcher.resolve(name, among: [parodies, godfather]) == .match(godfather))
    }

    @Test("the original name matches too")
    func originalName() {
        #expect(matcher.resolve("parodie del padrino", among: [godfather, parodies]) == .match(parodies))
    }

    @Test("several collections of that name are for the person to choose, in TMDb's order")
    func severalExact() {
        let twin = FilmCollectionPreview.mock(id: 7, name: "The Godfather", originalName: nil)
        #expect(matcher.resolve("the godfather", among: [godfather, parodies, twin]) == .ambiguous([godfather, twin]))
    }

    @Test("without an exact name, whatever the search found is offered, a lone result too")
    func inexact() {
        #expect(matcher.resolve("godfathers", among: [godfather]) == .ambiguous([godfather]))
        #expect(matcher.resolve("padrino", among: [godfather, parodies]) == .ambiguous([godfather, parodies]))
    }

    @Test("at most ten candidates are offered")
    func candidateLimit() {
        let many = (1...15).map { FilmCollectionPreview.mock(id: $0, name: "Saga \($0)", originalName: nil) }
        guard case .ambiguous(let candidates) = matcher.resolve("saga", among: many) else {
            Issue.record("expected candidates")
            return
        }
        #expect(candidates.map(\.id) == Array(1...10))
    }

    @Test("nothing found is no match, and the word collection alone names nothing")
    func noMatch() {
        #expect(matcher.resolve("the godfather", among: []) == .noMatch)
        #expect(!FilmCollectionNameMatcher.isNamed("Collection", by: ""))
        #expect(FilmCollectionNameMatcher.isNamed("Alien Collection", by: "alien"))
        #expect(!FilmCollectionNameMatcher.isNamed("Aliens Collection", by: "alien"))
    }
}
