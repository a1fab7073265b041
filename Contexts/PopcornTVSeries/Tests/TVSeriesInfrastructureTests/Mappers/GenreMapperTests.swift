import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("GenreMapper")
struct GenreMapperTests {
    let mapper = GenreMapper()

    @Test("an entity maps to a genre, the genre id becoming its id")
    func entityToDomain() {
        #expect(mapper.map(TVSeriesGenreEntity.mock()) == Genre(id: 18, name: "Drama"))
    }

    @Test("a genre maps to an entity of its series at its position")
    func domainToEntity() {
        #expect(mapper.map(Genre.mock(), tvSeriesID: 1396, position: 2) == TVSeriesGenreEntity.mock(position: 2))
    }

    @Test("updating in place overwrites the genre and position and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesGenreEntity.mock()
        mapper.map(Genre(id: 80, name: "Crime"), to: &entity, position: 1)
        #expect(entity == TVSeriesGenreEntity(tvSeriesID: 1396, position: 1, genreID: 80, name: "Crime"))
    }
}
