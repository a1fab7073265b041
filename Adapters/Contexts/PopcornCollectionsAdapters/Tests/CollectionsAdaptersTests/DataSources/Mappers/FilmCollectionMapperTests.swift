import CollectionsDomain
import Foundation
import TMDbKit
import Testing

@testable import CollectionsAdapters

@Suite("FilmCollectionMapper")
struct FilmCollectionMapperTests {
    let mapper = FilmCollectionMapper()

    @Test("a TMDb collection maps its own fields and keeps its movies in TMDb's order")
    func mapsResponse() throws {
        let collection = mapper.map(try Fixture.decode(CollectionDetailsDTO.self, "collection-230"))
        #expect(collection.id == 230)
        #expect(collection.name == "The Godfather Collection")
        #expect(collection.overview?.hasPrefix("The Corleone family across three films") == true)
        #expect(collection.posterPath == URL(string: "/9Baumh5J9N1nJUYzNkm0xsgjpwY.jpg"))
        #expect(collection.backdropPath == URL(string: "/3WZTxpgscsmoUk81TuECXdFOD0R.jpg"))
        #expect(collection.parts.map(\.id) == [240, 238, 242])
        #expect(collection.parts.map(\.title) == ["The Godfather Part II", "The Godfather", "The Godfather Part III"])
    }

    @Test("an empty overview and null images become nil, and a part without a title is left out")
    func mapsQuirks() throws {
        let collection = mapper.map(try Fixture.decode(CollectionDetailsDTO.self, "collection-quirks"))
        #expect(collection.overview == nil)
        #expect(collection.posterPath == nil)
        #expect(collection.backdropPath == nil)
        #expect(collection.parts.map(\.id) == [9001, 9002])
    }
}
