import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonCastCreditDTOTests {
    private func cast() throws -> [PersonCastCreditDTO] {
        try TMDbJSON.decode(PersonCombinedCreditsDTO.self, from: Fixture.data("person-combined-credits-287")).cast
    }

    @Test
    func decodesAMovieRole() throws {
        #expect(
            try cast()[0]
                == PersonCastCreditDTO(
                    adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53], id: 550,
                    mediaType: "movie", originalLanguage: "en", originalTitle: "Fight Club",
                    overview:
                        "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression"
                        + " into a shocking new form of therapy.",
                    popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", releaseDate: "1999-10-15",
                    title: "Fight Club", video: false, voteAverage: 8.433, voteCount: 26_280, character: "Tyler Durden",
                    creditID: "52fe4250c3a36847f80149f7", order: 1)
        )
    }

    @Test
    func decodesASeriesRoleWithItsEpisodeCount() throws {
        let friends = try cast()[1]

        #expect(friends.mediaType == "tv")
        #expect(friends.name == "Friends")
        #expect(friends.originalName == "Friends")
        #expect(friends.firstAirDate == "1994-09-22")
        #expect(friends.originCountry == ["US"])
        #expect(friends.character == "Will Colbert")
        #expect(friends.episodeCount == 1)
        #expect(friends.title == nil)
        #expect(friends.releaseDate == nil)
        #expect(friends.video == nil)
        #expect(friends.order == nil)
    }

    @Test
    func keepsAnEmptyReleaseDateAndAnEmptyCharacter() throws {
        let unreleased = try cast()[2]

        #expect(unreleased.releaseDate == "")
        #expect(unreleased.character == "")
        #expect(unreleased.genreIDs == [])
        #expect(unreleased.posterPath == nil)
        #expect(unreleased.voteAverage == 0)
    }

    @Test
    func decodesARoleWhoseTitleHasNeitherNamesNorDates() throws {
        let bare = try cast()[3]

        #expect(
            bare
                == PersonCastCreditDTO(
                    adult: false, id: 1_230_002, mediaType: "tv", originalLanguage: "en", popularity: 0.6,
                    character: "Himself", creditID: "65f2a9c1d8b2e1017d3f0a12")
        )
    }

    @Test func needsOnlyAnIDAMediaTypeAndACreditID() throws {
        let credit = try Fixture.decode(
            PersonCastCreditDTO.self, json: #"{"id": 1, "media_type": "person_of_interest", "credit_id": "c"}"#)

        #expect(credit == PersonCastCreditDTO(id: 1, mediaType: "person_of_interest", creditID: "c"))
    }
}
