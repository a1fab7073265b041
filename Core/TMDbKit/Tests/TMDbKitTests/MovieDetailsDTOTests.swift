import Foundation
import Testing

@testable import TMDbKit

@Suite struct MovieDetailsDTOTests {
    @Test func decodesEveryFieldOfAFullResponse() throws {
        let movie = try Fixture.decode(MovieDetailsDTO.self, "movie-details-550")

        #expect(movie.id == 550)
        #expect(movie.title == "Fight Club")
        #expect(movie.originalTitle == "Fight Club")
        #expect(movie.originalLanguage == "en")
        #expect(movie.adult == false)
        #expect(movie.video == false)
        #expect(movie.imdbID == "tt0137523")
        #expect(movie.homepage == "http://www.foxmovies.com/movies/fight-club")
        #expect(movie.backdropPath == "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg")
        #expect(movie.posterPath == "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(movie.belongsToCollection == nil)
        #expect(movie.budget == 63_000_000)
        #expect(movie.revenue == 100_853_753)
        #expect(movie.runtime == 139)
        #expect(movie.releaseDate == "1999-10-15")
        #expect(movie.status == "Released")
        #expect(movie.tagline == "Mischief. Mayhem. Soap.")
        #expect(movie.popularity == 61.416)
        #expect(movie.voteAverage == 8.433)
        #expect(movie.voteCount == 26_280)
        #expect(movie.originCountry == ["US"])
        #expect(movie.genres == [GenreDTO(id: 18, name: "Drama"), GenreDTO(id: 53, name: "Thriller")])
        #expect(movie.productionCompanies?.count == 6)
        #expect(
            movie.productionCompanies?.first
                == ProductionCompanyDTO(
                    id: 508, logoPath: "/7cxRWzi4LsVm4Utfpr1hfARNurT.png", name: "Regency Enterprises",
                    originCountry: "US")
        )
        #expect(movie.productionCompanies?[3].logoPath == nil)
        #expect(
            movie.productionCountries?.last == ProductionCountryDTO(iso31661: "US", name: "United States of America"))
        #expect(movie.spokenLanguages == [SpokenLanguageDTO(englishName: "English", iso6391: "en", name: "English")])
        #expect(movie.overview?.hasPrefix("A ticking-time-bomb insomniac") == true)
    }

    @Test func survivesTheQuirksTheRealAPISends() throws {
        let movie = try Fixture.decode(MovieDetailsDTO.self, "movie-details-quirky")

        #expect(movie.id == 1_184_918)
        #expect(movie.title == "The Leak")
        #expect(movie.releaseDate == "")
        #expect(movie.posterPath == nil)
        #expect(movie.backdropPath == nil)
        #expect(movie.homepage == "")
        #expect(movie.status == "Leaked")
        #expect(movie.budget == nil)
        #expect(movie.belongsToCollection == nil)
        #expect(movie.video == nil)
        #expect(movie.imdbID == nil)
        #expect(movie.tagline == nil)
        #expect(movie.originalTitle == "유출")
        #expect(movie.genres == [GenreDTO(id: 878, name: "Science Fiction"), GenreDTO(id: 27, name: "Horror")])
        #expect(movie.spokenLanguages?.first?.name == "한국어/조선말")
    }

    @Test func decodesACollectionItBelongsTo() throws {
        let movie = try Fixture.decode(
            MovieDetailsDTO.self,
            json: """
                {"id": 603, "title": "The Matrix",
                 "belongs_to_collection": {"id": 2344, "name": "The Matrix Collection",
                   "poster_path": "/bV9qTVHTVf0gkW0j7p7M0ILD4pG.jpg", "backdrop_path": null}}
                """
        )

        #expect(
            movie.belongsToCollection
                == BelongsToCollectionDTO(
                    id: 2344, name: "The Matrix Collection", posterPath: "/bV9qTVHTVf0gkW0j7p7M0ILD4pG.jpg")
        )
    }

    @Test func needsOnlyAnIdAndATitle() throws {
        let movie = try Fixture.decode(MovieDetailsDTO.self, json: #"{"id": 1, "title": "Minimal"}"#)

        #expect(movie == MovieDetailsDTO(id: 1, title: "Minimal"))
    }

    @Test func failsWithoutATitle() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(MovieDetailsDTO.self, json: #"{"id": 1}"#)
        }
    }

    @Test func failsWhenTheIdIsNotANumber() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(MovieDetailsDTO.self, json: #"{"id": "550", "title": "Fight Club"}"#)
        }
    }

    @Test func roundTripsThroughItsOwnEncoding() throws {
        let movie = try Fixture.decode(MovieDetailsDTO.self, "movie-details-550")

        let encoded = try JSONEncoder().encode(movie)

        #expect(try JSONDecoder().decode(MovieDetailsDTO.self, from: encoded) == movie)
    }
}
