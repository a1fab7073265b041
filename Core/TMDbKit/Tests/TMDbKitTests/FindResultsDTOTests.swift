import Foundation
import Testing

@testable import TMDbKit

@Suite struct FindResultsDTOTests {
    private func answer() throws -> FindResultsDTO {
        try TMDbJSON.decode(FindResultsDTO.self, from: Fixture.data("find-mixed"))
    }

    @Test
    func decodesAMovieRowAsTheRowTheMovieSearchSends() throws {
        #expect(
            try answer().movieResults == [
                MovieListItemDTO(
                    adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53], id: 550,
                    originalLanguage: "en", originalTitle: "Fight Club",
                    overview:
                        "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression"
                        + " into a shocking new form of therapy.",
                    popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", releaseDate: "1999-10-15",
                    title: "Fight Club", video: false, voteAverage: 8.433, voteCount: 26_280)
            ]
        )
    }

    @Test
    func decodesATVRowAsTheRowTheSeriesSearchSends() throws {
        #expect(
            try answer().tvResults == [
                TVSeriesListItemDTO(
                    adult: false, backdropPath: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg", genreIDs: [18, 80], id: 1396,
                    originCountry: ["US"], originalLanguage: "en", originalName: "Breaking Bad",
                    overview:
                        "Walter White, a New Mexico chemistry teacher, is diagnosed with Stage III cancer and given"
                        + " a prognosis of only two years left to live.",
                    popularity: 288.141, posterPath: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg", firstAirDate: "2008-01-20",
                    name: "Breaking Bad", voteAverage: 8.9, voteCount: 14_562)
            ]
        )
    }

    @Test
    func decodesAPersonRowWithTheTitlesTheyAreKnownFor() throws {
        let people = try answer().personResults
        let person = try #require(people.first)

        #expect(people.count == 1)
        #expect(person.id == 287)
        #expect(person.name == "Brad Pitt")
        #expect(person.originalName == "Brad Pitt")
        #expect(person.gender == 2)
        #expect(person.knownForDepartment == "Acting")
        #expect(person.popularity == 45.2)
        #expect(person.profilePath == "/cckcYc2v0yh1tc9QjRelptcOBko.jpg")
        #expect(person.knownFor?.map(\.mediaType) == ["movie"])
        #expect(person.knownFor?.map(\.id) == [550])
        #expect(person.knownFor?.map(\.title) == ["Fight Club"])
    }

    @Test
    func dropsAMalformedRowOfEachKindRatherThanTheWholeAnswer() throws {
        let answer = try answer()

        #expect(answer.movieResults.map(\.id) == [550])
        #expect(answer.tvResults.map(\.id) == [1396])
        #expect(answer.personResults.map(\.id) == [287])
    }

    @Test
    func ignoresTheSeasonAndEpisodeResultsWhateverTheirShape() throws {
        let json = #"{"tv_episode_results": [{"id": 62085, "show_id": 1396}], "tv_season_results": "none"}"#

        #expect(try TMDbJSON.decode(FindResultsDTO.self, json: json) == FindResultsDTO())
    }

    @Test
    func decodesTMDbsAnswerForAnIDItDoesNotKnowAsNothingFound() throws {
        let json =
            #"{"movie_results": [], "person_results": [], "tv_results": [], "tv_episode_results": [], "#
            + #""tv_season_results": []}"#
        let answer = try TMDbJSON.decode(FindResultsDTO.self, json: json)

        #expect(answer == FindResultsDTO())
        #expect(answer.movieResults.isEmpty)
        #expect(answer.tvResults.isEmpty)
        #expect(answer.personResults.isEmpty)
    }

    @Test(arguments: [
        #"{}"#, #"{"movie_results": null, "tv_results": null, "person_results": null}"#,
        #"{"movie_results": {}, "tv_results": "none", "person_results": 3}"#,
    ])
    func readsMissingNullOrMalformedArraysAsEmpty(json: String) throws {
        #expect(try TMDbJSON.decode(FindResultsDTO.self, json: json) == FindResultsDTO())
    }

    @Test
    func keepsTheRowsOfOneKindWhenTheOthersAreMissing() throws {
        let answer = try TMDbJSON.decode(
            FindResultsDTO.self, json: #"{"person_results": [{"id": 287, "name": "Brad Pitt"}]}"#)

        #expect(answer == FindResultsDTO(personResults: [PersonListItemDTO(id: 287, name: "Brad Pitt")]))
    }

    @Test
    func failsWhenTheBodyIsNotAnObject() {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(FindResultsDTO.self, json: #"[]"#)
        }
    }

    @Test
    func encodesBackToTheSameAnswerUnderTMDbsKeys() throws {
        let original = try answer()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(original)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(try TMDbJSON.decode(FindResultsDTO.self, from: data) == original)
        #expect(json.keys.sorted() == ["movie_results", "person_results", "tv_results"])
        #expect((json["movie_results"] as? [[String: Any]])?.first?["title"] as? String == "Fight Club")
    }
}
