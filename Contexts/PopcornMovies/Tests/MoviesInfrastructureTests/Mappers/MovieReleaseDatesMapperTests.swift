import CoreDomainTestHelpers
import DataPersistence
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesInfrastructure

@Suite("MovieReleaseDatesMapper")
struct MovieReleaseDatesMapperTests {
    let mapper = MovieReleaseDatesMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("every release of every country becomes one row, in TMDb's order, with its country")
    func domainToEntity() {
        let entity = mapper.map(
            [.mock(), .mock(countryCode: "GB", releaseDates: [.mock(certification: "18")])],
            movieID: 550, language: "en-US", cachedAt: cachedAt)

        #expect(entity.ownerID == 550)
        #expect(entity.language == "en-US")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.rows?.map(\.countryCode) == ["US", "US", "GB"])
        #expect(entity.rows?.map(\.type) == [1, 3, 3])
        #expect(entity.rows?.map(\.certification) == ["", "R", "18"])
        #expect(entity.rows?.first?.note == "Venice Film Festival")
        #expect(entity.rows?.last?.descriptors == ["Violence"])
    }

    @Test("rows read back as the countries they came from, every field kept")
    func roundTrip() {
        let countries = [
            MovieReleaseDatesByCountry.mock(),
            .mock(
                countryCode: "DE",
                releaseDates: [.mock(certification: nil, languageCode: nil, releaseDate: nil, type: .tv)]),
        ]

        #expect(mapper.map(mapper.map(countries, movieID: 550, language: "en-US", cachedAt: cachedAt)) == countries)
    }

    @Test("a type number this version does not know reads as unknown")
    func unknownType() {
        var entity = mapper.map([.mock()], movieID: 550, language: "en-US", cachedAt: cachedAt)
        entity.rows?[1].type = 42

        #expect(mapper.map(entity).first?.releaseDates.last?.type == .unknown)
    }

    @Test("updating in place replaces every row, the language and the date")
    func updateInPlace() {
        var entity = mapper.map([.mock()], movieID: 550, language: "en-US", cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)

        mapper.map([.mock(countryCode: "FR", releaseDates: [])], to: &entity, language: "fr-FR", cachedAt: later)

        #expect(entity.ownerID == 550)
        #expect(entity.rows == [])
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == later)
    }

    @Test("no rows read as no countries")
    func empty() {
        #expect(
            mapper.map(OwnedRowsEntity<MoviesReleaseDatesTables>(ownerID: 1, language: "en-US", cachedAt: cachedAt))
                == [])
    }
}
