import CollectionsDomain
import CollectionsTestHelpers
import Foundation
import Testing

@testable import CollectionsInfrastructure

@Suite("FilmCollectionPartMapper")
struct FilmCollectionPartMapperTests {
    let mapper = FilmCollectionPartMapper()

    @Test("a row maps to a movie with every field")
    func rowToDomain() {
        #expect(mapper.map(CollectionsFilmCollectionPartRow.mock()) == FilmCollectionPart.mock())
    }

    @Test("a movie maps to a row with every field")
    func domainToRow() {
        #expect(mapper.map(FilmCollectionPart.mock()) == CollectionsFilmCollectionPartRow.mock())
    }

    @Test("a missing date and poster stay missing both ways")
    func nilFields() {
        let part = FilmCollectionPart.mock(id: 9, releaseDate: nil, posterPath: nil)
        #expect(
            mapper.map(part) == CollectionsFilmCollectionPartRow.mock(movieID: 9, releaseDate: nil, posterPath: nil))
        #expect(mapper.map(mapper.map(part)) == part)
    }
}
