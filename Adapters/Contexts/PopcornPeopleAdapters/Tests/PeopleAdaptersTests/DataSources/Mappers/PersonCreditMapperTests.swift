import Foundation
import PeopleDomain
import TMDbKit
import Testing

@testable import PeopleAdapters

@Suite("PersonCreditMapper")
struct PersonCreditMapperTests {
    let mapper = PersonCreditMapper()

    private func credits() throws -> PersonCombinedCreditsDTO {
        try Fixture.decode(PersonCombinedCreditsDTO.self, "person-combined-credits-287")
    }

    private func cast(_ index: Int) throws -> PersonCastCreditDTO {
        let cast = try credits().cast
        return try #require(cast.indices.contains(index) ? cast[index] : nil)
    }

    private func crew(_ index: Int) throws -> PersonCrewCreditDTO {
        let crew = try credits().crew
        return try #require(crew.indices.contains(index) ? crew[index] : nil)
    }

    @Test("a movie role maps every field from the movie's title and release date")
    func mapsMovieRole() throws {
        #expect(
            mapper.map(try cast(0))
                == PersonCredit(
                    creditID: "52fe4250c3a36847f80149f3", mediaType: .movie, titleID: 550, title: "Fight Club",
                    originalTitle: "Fight Club", releaseDate: TMDbDate.parse("1999-10-15"),
                    posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"), popularity: 61.416,
                    voteAverage: 8.4, character: "Tyler Durden", job: nil, department: nil, episodeCount: nil
                ))
    }

    @Test("a series role maps every field from the series' name and first air date")
    func mapsSeriesRole() throws {
        #expect(
            mapper.map(try cast(1))
                == PersonCredit(
                    creditID: "525710bf19c295731c032341", mediaType: .tvSeries, titleID: 1668, title: "Friends",
                    originalTitle: "Friends", releaseDate: TMDbDate.parse("1994-09-22"),
                    posterPath: URL(string: "/2koX1xLkpTQM4IZebYvKysFW1Nh.jpg"), popularity: 180.775,
                    voteAverage: 8.4, character: "Will Colbert", job: nil, department: nil, episodeCount: 1
                ))
    }

    @Test("an empty release date, original title and character and a null poster become nil")
    func mapsQuirkyRole() throws {
        #expect(
            mapper.map(try cast(2))
                == PersonCredit(
                    creditID: "65a1b2c3d4e5f6a7b8c9d0e1", mediaType: .movie, titleID: 999_101,
                    title: "Untitled Brad Pitt Project", originalTitle: nil, releaseDate: nil, posterPath: nil,
                    popularity: 0.6, voteAverage: 0, character: nil, job: nil, department: nil, episodeCount: nil
                ))
    }

    @Test("a movie job maps every field, with no character")
    func mapsMovieJob() throws {
        #expect(
            mapper.map(try crew(0))
                == PersonCredit(
                    creditID: "52fe4935c3a368484e11ff29", mediaType: .movie, titleID: 76203,
                    title: "12 Years a Slave", originalTitle: "12 Years a Slave",
                    releaseDate: TMDbDate.parse("2013-10-18"),
                    posterPath: URL(string: "/xdANQijuNrJaw1HA61rDccME4Tm.jpg"), popularity: 32.151,
                    voteAverage: 7.9, character: nil, job: "Producer", department: "Production", episodeCount: nil
                ))
    }

    @Test("a series job maps every field, with its episode count")
    func mapsSeriesJob() throws {
        #expect(
            mapper.map(try crew(1))
                == PersonCredit(
                    creditID: "5852bbd8c3a36814a301dcae", mediaType: .tvSeries, titleID: 69851, title: "The OA",
                    originalTitle: "The OA", releaseDate: TMDbDate.parse("2016-12-16"),
                    posterPath: URL(string: "/ppSiYu2D0nw6KNF31ekvf6ImvPu.jpg"), popularity: 24.503,
                    voteAverage: 7.5, character: nil, job: "Executive Producer", department: "Production",
                    episodeCount: 16
                ))
    }

    @Test("a job on a media type TMDb adds later is kept, as unknown")
    func mapsUnknownMediaType() throws {
        #expect(
            mapper.map(try crew(2))
                == PersonCredit(
                    creditID: "6600aa11bb22cc33dd44ee55", mediaType: .unknown, titleID: 424_242,
                    title: "Plan B Audio Hour", originalTitle: "Plan B Audio Hour",
                    releaseDate: TMDbDate.parse("2021-03-01"), posterPath: nil, popularity: 1.2, voteAverage: 6.1,
                    character: nil, job: "Host", department: "Production", episodeCount: nil
                ))
    }

    @Test("a job with no job, title or name still reads as crew, titled empty")
    func mapsBareJob() {
        let dto = PersonCrewCreditDTO(id: 7, mediaType: "tv", creditID: "c7", department: "", job: nil)
        let credit = mapper.map(dto)
        #expect(
            credit
                == PersonCredit(
                    creditID: "c7", mediaType: .tvSeries, titleID: 7, title: "", job: "", department: nil))
        #expect(!credit.isCast)
    }

    @Test("a role with neither title nor name is titled empty")
    func mapsBareRole() {
        let dto = PersonCastCreditDTO(id: 8, mediaType: "movie", title: "", character: nil, creditID: "c8")
        let credit = mapper.map(dto)
        #expect(credit == PersonCredit(creditID: "c8", mediaType: .movie, titleID: 8, title: ""))
        #expect(credit.isCast)
    }
}
