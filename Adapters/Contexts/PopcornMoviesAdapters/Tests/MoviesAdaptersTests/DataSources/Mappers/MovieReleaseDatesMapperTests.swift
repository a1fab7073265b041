import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import TMDbKit
import Testing

@testable import MoviesAdapters

@Suite("MovieReleaseDatesMapper")
struct MovieReleaseDatesMapperTests {
    let countries: [MovieReleaseDatesByCountry]

    init() throws {
        let body = try Fixture.decode(MovieDetailsResponseDTO.self, "movie-details-550-appended")
        countries = MovieReleaseDatesMapper().map(try #require(body.releaseDates))
    }

    @Test("every country keeps TMDb's order, and each country its releases'")
    func order() {
        #expect(countries.map(\.countryCode) == ["US", "GB", "DE"])
        #expect(countries.first?.releaseDates.map(\.type) == [.premiere, .theatrical, .physical])
    }

    @Test("a release maps every field, its ISO instant read as that instant")
    func fullRelease() throws {
        let theatrical = try #require(countries.first?.releaseDates[1])
        #expect(
            theatrical
                == MovieReleaseDate(
                    certification: "R",
                    descriptors: ["Violence", "Language"],
                    languageCode: nil,
                    note: nil,
                    releaseDate: .mockDay(year: 1999, month: 10, day: 15),
                    type: .theatrical
                ))
    }

    @Test("TMDb's empty certification, language and note, and its nulls, are nil")
    func emptyStrings() throws {
        let premiere = try #require(countries.first?.releaseDates.first)
        #expect(premiere.certification == nil)
        #expect(premiere.languageCode == nil)
        #expect(premiere.note == "Venice Film Festival")
        let british = try #require(countries[1].releaseDates.first)
        #expect(british.languageCode == nil)
        #expect(british.note == nil)
        #expect(countries.first?.releaseDates.last?.languageCode == "en")
    }

    @Test("a release type TMDb adds later, or none, is unknown")
    func unknownType() {
        #expect(countries.last?.releaseDates.last?.type == .unknown)
        #expect(MovieReleaseDatesMapper().map(ReleaseDateDTO(certification: "PG")).type == .unknown)
    }

    @Test("the region's certification comes out of the mapped releases")
    func certifications() {
        #expect(MovieReleaseDatesByCountry.certification(forRegion: "US", in: countries) == "R")
        #expect(MovieReleaseDatesByCountry.certification(forRegion: "GB", in: countries) == "18")
        // Germany's theatrical release has no rating: its earliest rated release (of a type this version does not know) gives it.
        #expect(MovieReleaseDatesByCountry.certification(forRegion: "DE", in: countries) == "18")
    }
}
