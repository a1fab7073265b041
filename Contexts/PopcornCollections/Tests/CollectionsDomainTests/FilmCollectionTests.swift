import CollectionsDomain
import CollectionsTestHelpers
import Foundation
import Testing

@Suite("FilmCollection")
struct FilmCollectionTests {
    @Test("only the id and name are required; the rest defaults to nil, and the movies to none")
    func optionalFieldsDefaultToNil() {
        let value = FilmCollection(id: 1, name: "A")
        #expect(value.overview == nil)
        #expect(value.posterPath == nil)
        #expect(value.backdropPath == nil)
        #expect(value.parts.isEmpty)
    }

    @Test("the id identifies it, and its movies stay in the order given")
    func identityAndOrder() {
        let value = FilmCollection.mock(id: 42)
        #expect(value.id == 42)
        #expect(value.parts.map(\.id) == [240, 238, 242])
    }

    @Test("two values with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(FilmCollection.mock() == FilmCollection.mock())
        #expect(FilmCollection.mock(name: "A") != FilmCollection.mock(name: "B"))
        #expect(FilmCollection.mock(backdropPath: nil) != FilmCollection.mock())
        #expect(FilmCollection.mock(parts: [.mock()]) != FilmCollection.mock())
    }
}
