import CollectionsDomain
import CollectionsTestHelpers
import Foundation
import Testing

@testable import CollectionsInfrastructure

@Suite("FilmCollectionPreviewMapper")
struct FilmCollectionPreviewMapperTests {
    let mapper = FilmCollectionPreviewMapper()

    @Test("a row maps to a preview with every field")
    func rowToDomain() {
        #expect(mapper.map(CollectionsFilmCollectionPreviewEntity.mock()) == FilmCollectionPreview.mock())
    }

    @Test("a preview maps to a row with every field")
    func domainToRow() {
        #expect(mapper.map(FilmCollectionPreview.mock()) == CollectionsFilmCollectionPreviewEntity.mock())
    }

    @Test("a missing original name and poster stay missing both ways")
    func nilFields() {
        let preview = FilmCollectionPreview.mock(id: 2, originalName: nil, posterPath: nil)
        #expect(
            mapper.map(preview)
                == CollectionsFilmCollectionPreviewEntity.mock(filmCollectionID: 2, originalName: nil, posterPath: nil))
        #expect(mapper.map(mapper.map(preview)) == preview)
    }
}
