import CoreDomain
import CoreDomainTestHelpers
import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("GenreMapper")
struct GenreMapperTests {
    let mapper = GenreMapper()

    @Test("an entity maps to a genre")
    func entityToDomain() {
        #expect(mapper.map(MoviesGenreEntity.mock(genreID: 53, name: "Thriller")) == Genre(id: 53, name: "Thriller"))
    }

    @Test("a genre maps to an entity of its movie at its position")
    func domainToEntity() {
        let entity = mapper.map(Genre.mock(id: 35, name: "Comedy"), movieID: 13, position: 2)
        #expect(entity == MoviesGenreEntity(movieID: 13, position: 2, genreID: 35, name: "Comedy"))
    }

    @Test("updating in place overwrites the genre and position and keeps the movie")
    func updateInPlace() {
        var entity = MoviesGenreEntity.mock(movieID: 550, position: 0)
        mapper.map(Genre.mock(id: 99, name: "Documentary"), to: &entity, position: 3)
        #expect(entity == MoviesGenreEntity(movieID: 550, position: 3, genreID: 99, name: "Documentary"))
    }
}
