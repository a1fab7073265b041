import CollectionsDomain
import CollectionsTestHelpers
import Foundation
import Testing

@Suite("FilmCollectionPreview")
struct FilmCollectionPreviewTests {
    @Test("only the id and name are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let preview = FilmCollectionPreview(id: 1, name: "A")
        #expect(preview.originalName == nil)
        #expect(preview.overview == nil)
        #expect(preview.posterPath == nil)
        #expect(preview.backdropPath == nil)
    }

    @Test("two previews with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(FilmCollectionPreview.mock() == FilmCollectionPreview.mock())
        #expect(FilmCollectionPreview.mock(id: 1) != FilmCollectionPreview.mock(id: 2))
        #expect(FilmCollectionPreview.mock(originalName: "Other") != FilmCollectionPreview.mock())
        #expect(FilmCollectionPreview.mock(posterPath: nil) != FilmCollectionPreview.mock())
    }
}
