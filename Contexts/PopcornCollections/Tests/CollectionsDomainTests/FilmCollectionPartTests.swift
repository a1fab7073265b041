import CollectionsDomain
import CollectionsTestHelpers
import Foundation
import Testing

@Suite("FilmCollectionPart")
struct FilmCollectionPartTests {
    @Test("only the id and title are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let part = FilmCollectionPart(id: 1, title: "A")
        #expect(part.releaseDate == nil)
        #expect(part.voteAverage == nil)
        #expect(part.voteCount == nil)
        #expect(part.genreIDs == nil)
        #expect(part.posterPath == nil)
        #expect(part.isAdultOnly == nil)
    }

    @Test("two parts with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(FilmCollectionPart.mock() == FilmCollectionPart.mock())
        #expect(FilmCollectionPart.mock(id: 1) != FilmCollectionPart.mock(id: 2))
        #expect(FilmCollectionPart.mock(releaseDate: nil) != FilmCollectionPart.mock())
        #expect(FilmCollectionPart.mock(voteCount: 0) != FilmCollectionPart.mock())
    }
}
