import Foundation
import Testing

@testable import TMDbKit

@Suite struct MultiSearchResultDTOTests {
    private typealias Page = PagedResponseDTO<MultiSearchResultDTO>

    private static let fightClubOverview =
        "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression"
        + " into a shocking new form of therapy."

    private func page() throws -> Page {
        try TMDbJSON.decode(Page.self, from: Fixture.data("search-multi-mixed"))
    }

    @Test
    func decodesAMixedPageInOrderAndDropsTheMalformedRows() throws {
        let page = try page()

        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 11)
        #expect(page.results.count == 9)
        guard case .movie = page.results[0], case .tvSeries = page.results[1], case .person = page.results[2],
            case .other = page.results[3], case .movie = page.results[4], case .tvSeries = page.results[5],
            case .person = page.results[6], case .other = page.results[7], case .other = page.results[8]
        else {
            Issue.record("unexpected kinds: \(page.results)")
            return
        }
    }

    @Test
    func decodesAMovieRowAsTheRowTheMovieSearchSends() throws {
        #expect(
            try page().results[0]
                == .movie(
                    MovieListItemDTO(
                        adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53], id: 550,
                        originalLanguage: "en", originalTitle: "Fight Club", overview: Self.fightClubOverview,
                        popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", releaseDate: "1999-10-15",
                        title: "Fight Club", video: false, voteAverage: 8.433, voteCount: 26_280))
        )
    }

    @Test
    func decodesATVRowAsTheRowTheSeriesSearchSends() throws {
        #expect(
            try page().results[1]
                == .tvSeries(
                    TVSeriesListItemDTO(
                        adult: false, backdropPath: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg", genreIDs: [18, 80], id: 1396,
                        originCountry: ["US"], originalLanguage: "en", originalName: "Breaking Bad",
                        overview:
                            "Walter White, a New Mexico chemistry teacher, is diagnosed with Stage III cancer and given"
                            + " a prognosis of only two years left to live.",
                        popularity: 288.141, posterPath: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg",
                        firstAirDate: "2008-01-20", name: "Breaking Bad", voteAverage: 8.9, voteCount: 14_562))
        )
    }

    @Test
    func decodesAPersonRowWithTheMoviesAndSeriesTheyAreKnownFor() throws {
        guard case .person(let person) = try page().results[2] else {
            Issue.record("row 2 is not a person")
            return
        }
        let knownFor = try #require(person.knownFor)

        #expect(person.id == 287)
        #expect(person.name == "Brad Pitt")
        #expect(person.originalName == "Brad Pitt")
        #expect(person.gender == 2)
        #expect(person.knownForDepartment == "Acting")
        #expect(person.popularity == 45.2)
        #expect(person.profilePath == "/cckcYc2v0yh1tc9QjRelptcOBko.jpg")
        #expect(knownFor.map(\.mediaType) == ["movie", "tv"])
        #expect(knownFor.map(\.id) == [550, 1668])
        #expect(knownFor.map(\.title) == ["Fight Club", nil])
        #expect(knownFor.map(\.name) == [nil, "Friends"])
        #expect(knownFor[1].firstAirDate == "1994-09-22")
    }

    @Test
    func keepsACollectionRowAsAnotherKindWithItsID() throws {
        #expect(try page().results[3] == .other(mediaType: "collection", id: 10))
    }

    @Test
    func keepsAKindTMDbMayAddLaterAsAnotherKind() throws {
        #expect(try page().results[8] == .other(mediaType: "podcast", id: 4_000_005))
    }

    @Test
    func readsARowWithoutAMediaTypeAsAnotherKindWithAnEmptyName() throws {
        #expect(try page().results[7] == .other(mediaType: "", id: 4_000_004))
    }

    @Test
    func readsAMovieRowWithoutPosterDateOrOverviewAsNilOrEmpty() throws {
        #expect(
            try page().results[4]
                == .movie(
                    MovieListItemDTO(
                        adult: false, backdropPath: nil, genreIDs: [], id: 1_184_918, originalLanguage: "ko",
                        originalTitle: "유출", overview: nil, popularity: 3.2, posterPath: nil, releaseDate: "",
                        title: "The Leak", video: false, voteAverage: 0, voteCount: 0))
        )
    }

    @Test
    func readsATVRowWithoutPosterDateOrOverviewAsNilOrEmpty() throws {
        #expect(
            try page().results[5]
                == .tvSeries(
                    TVSeriesListItemDTO(
                        adult: false, backdropPath: nil, genreIDs: [16], id: 240_411, originCountry: [],
                        originalLanguage: "ja", originalName: "ドラゴンボールDAIMA", overview: nil, popularity: 1.4,
                        posterPath: nil, firstAirDate: "", name: "Dragon Ball Daima", voteAverage: 0, voteCount: 0))
        )
    }

    @Test
    func readsAPersonRowWithoutKnownForOrProfile() throws {
        #expect(
            try page().results[6]
                == .person(
                    PersonListItemDTO(
                        adult: false, gender: 0, id: 4_000_002, knownForDepartment: "Crew", name: "Sam Quiet",
                        originalName: "Sam Quiet", popularity: 0.6, profilePath: nil, knownFor: nil))
        )
    }

    @Test
    func dropsAMovieRowWithoutATitleAsTheMovieSearchDoes() throws {
        let row = #"{"id": 4000003, "media_type": "movie", "original_title": "Missing Its Title"}"#
        let multi = try TMDbJSON.decode(Page.self, json: #"{"results": [\#(row)]}"#)
        let movies = try TMDbJSON.decode(PagedResponseDTO<MovieListItemDTO>.self, json: #"{"results": [\#(row)]}"#)
        let fixtureKeepsIt = try page().results.contains { row in
            guard case .movie(let movie) = row else {
                return false
            }
            return movie.id == 4_000_003
        }

        #expect(multi.results.isEmpty)
        #expect(movies.results.isEmpty)
        #expect(!fixtureKeepsIt)
    }

    @Test
    func dropsARowOfAnyKindWithoutAnID() throws {
        let rows = [
            #"{"media_type": "movie", "title": "T"}"#, #"{"media_type": "tv", "name": "N"}"#,
            #"{"media_type": "person", "name": "N"}"#, #"{"media_type": "collection", "name": "N"}"#,
            #"{"name": "N"}"#,
        ]
        let page = try TMDbJSON.decode(Page.self, json: #"{"results": [\#(rows.joined(separator: ","))]}"#)

        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test
    func readsAMediaTypeThatIsNotAStringAsAnEmptyKind() throws {
        let row = try TMDbJSON.decode(MultiSearchResultDTO.self, json: #"{"id": 7, "media_type": 3, "title": "T"}"#)

        #expect(row == .other(mediaType: "", id: 7))
    }

    @Test
    func encodesEveryRowBackWithItsMediaType() throws {
        let original = try page()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(original)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require(json["results"] as? [[String: Any]])

        #expect(try TMDbJSON.decode(Page.self, from: data) == original)
        #expect(
            rows.map { $0["media_type"] as? String } == [
                "movie", "tv", "person", "collection", "movie", "tv", "person", "", "podcast",
            ])
        #expect(rows[0]["title"] as? String == "Fight Club")
        #expect(rows[2]["known_for"] as? [[String: Any]] != nil)
    }

    @Test func encodesAnotherKindAsItsIDAndMediaTypeOnly() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(MultiSearchResultDTO.other(mediaType: "collection", id: 10))

        #expect(String(decoding: data, as: UTF8.self) == #"{"id":10,"media_type":"collection"}"#)
    }
}
