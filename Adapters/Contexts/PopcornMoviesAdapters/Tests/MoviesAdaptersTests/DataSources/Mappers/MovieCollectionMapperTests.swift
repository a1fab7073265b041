import Foundation
import MoviesDomain
import TMDbKit
import Testing

@testable import MoviesAdapters

@Suite("MovieCollectionMapper")
struct MovieCollectionMapperTests {
    @Test("a collection keeps its id, name and image paths, and empty paths become nil")
    func mapsCollection() {
        let dto = BelongsToCollectionDTO(
            id: 230, name: "The Godfather Collection", posterPath: "/p.jpg", backdropPath: "")
        #expect(
            MovieCollectionMapper().map(dto)
                == MovieCollection(
                    id: 230, name: "The Godfather Collection", posterPath: URL(string: "/p.jpg"), backdropPath: nil
                ))
    }
}
