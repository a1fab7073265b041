import CollectionsDomain
import CollectionsTestHelpers
import Foundation
import Testing

@testable import CollectionsInfrastructure

@Suite("FilmCollectionMapper")
struct FilmCollectionMapperTests {
    let mapper = FilmCollectionMapper()
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("a collection becomes a row with its movie rows, language and date, and reads back the same")
    func roundTrip() {
        let entity = mapper.map(.mock(), language: "en-US", cachedAt: date)
        #expect(entity.filmCollectionID == 230)
        #expect(entity.posterPath == "/collection-poster.jpg")
        #expect(entity.backdropPath == "/collection-backdrop.jpg")
        #expect(entity.parts?.map(\.movieID) == [240, 238, 242])
        #expect(entity.language == "en-US")
        #expect(entity.cachedAt == date)
        #expect(mapper.map(entity) == .mock())
    }

    @Test("updating in place changes every field and the movies, and refreshes the date")
    func updateInPlace() {
        var entity = mapper.map(.mock(), language: "en-US", cachedAt: date)
        let later = date.addingTimeInterval(60)
        mapper.map(
            .mock(name: "Renamed", overview: nil, posterPath: nil, backdropPath: nil, parts: [.mock()]), to: &entity,
            language: "fr-FR", cachedAt: later)
        #expect(entity.name == "Renamed")
        #expect(entity.overview == nil)
        #expect(entity.posterPath == nil)
        #expect(entity.backdropPath == nil)
        #expect(entity.parts == [.mock()])
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == later)
    }

    @Test("a row read without its movies is a collection without movies")
    func rowWithoutParts() {
        var entity = mapper.map(.mock(), language: "en-US", cachedAt: date)
        entity.parts = nil
        #expect(mapper.map(entity).parts.isEmpty)
    }
}
