import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesInfrastructure

@Suite("MovieCollectionMapper")
struct MovieCollectionMapperTests {
    let mapper = MovieCollectionMapper()

    @Test("an entity maps to a collection with its image paths")
    func entityToDomain() {
        #expect(
            mapper.map(MoviesMovieCollectionEntity.mock())
                == MovieCollection(
                    id: 119,
                    name: "The Lord of the Rings Collection",
                    posterPath: URL(string: "/oENY593nKRVL2PnxXsMtlh8izb4.jpg"),
                    backdropPath: URL(string: "/bccR2CGTWVVSZAG0yqmy3DIvhTX.jpg")
                ))
    }

    @Test("a collection maps to an entity owned by its movie")
    func domainToEntity() {
        #expect(mapper.map(MovieCollection.mock(), movieID: 120) == MoviesMovieCollectionEntity.mock(movieID: 120))
    }

    @Test("updating in place overwrites the collection and keeps the movie")
    func updateInPlace() {
        var entity = MoviesMovieCollectionEntity.mock(movieID: 550)
        mapper.map(MovieCollection.mock(id: 10, name: "Star Wars Collection", posterPath: nil), to: &entity)
        #expect(
            entity
                == MoviesMovieCollectionEntity(
                    movieID: 550,
                    movieCollectionID: 10,
                    name: "Star Wars Collection",
                    posterPath: nil,
                    backdropPath: "/bccR2CGTWVVSZAG0yqmy3DIvhTX.jpg"
                ))
    }

    @Test("missing image paths stay missing both ways")
    func nilPaths() {
        let collection = mapper.map(MoviesMovieCollectionEntity.mock(posterPath: nil, backdropPath: nil))
        #expect(collection.posterPath == nil)
        #expect(collection.backdropPath == nil)
        let entity = mapper.map(MovieCollection.mock(posterPath: nil, backdropPath: nil), movieID: 550)
        #expect(entity.posterPath == nil)
        #expect(entity.backdropPath == nil)
    }
}
