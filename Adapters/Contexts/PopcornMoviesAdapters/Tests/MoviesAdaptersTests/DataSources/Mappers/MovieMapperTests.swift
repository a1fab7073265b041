import CoreDomain
import Foundation
import MoviesDomain
import TMDbKit
import Testing

@testable import MoviesAdapters

@Suite("MovieMapper")
struct MovieMapperTests {
    let mapper = MovieMapper()

    @Test("a full TMDb response maps every field")
    func mapsFullResponse() throws {
        let movie = mapper.map(try Fixture.decode(MovieDetailsDTO.self, "movie-details-550"))
        #expect(movie.id == 550)
        #expect(movie.title == "Fight Club")
        #expect(movie.tagline == "Mischief. Mayhem. Soap.")
        #expect(movie.originalTitle == "Fight Club")
        #expect(movie.originalLanguage == "en")
        #expect(movie.originCountry == ["US"])
        #expect(movie.overview?.hasPrefix("A sleepless office worker") == true)
        #expect(movie.runtime == 139)
        #expect(movie.genres?.map(\.name) == ["Drama", "Thriller", "Comedy"])
        #expect(movie.releaseDate == TMDbDate.parse("1999-10-15"))
        #expect(movie.posterPath?.relativeString == "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(movie.backdropPath?.relativeString == "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg")
        #expect(movie.budget == 63_000_000)
        #expect(movie.revenue == 100_853_753)
        #expect(movie.homepageURL?.absoluteString == "http://www.foxmovies.com/movies/fight-club")
        #expect(movie.imdbID == "tt0137523")
        #expect(movie.status == .released)
        #expect(movie.productionCompanies?.count == 5)
        #expect(movie.productionCountries?.map(\.countryCode) == ["DE", "US"])
        #expect(movie.spokenLanguages == [SpokenLanguage(languageCode: "en", name: "English")])
        #expect(movie.belongsToCollection == nil)
        #expect(movie.popularity == 73.433)
        #expect(movie.voteAverage == 8.438)
        #expect(movie.voteCount == 30_128)
        #expect(movie.hasVideo == false)
        #expect(movie.isAdultOnly == false)
    }

    @Test("empty strings and nulls become nil, and an unknown status becomes unknown")
    func mapsQuirks() throws {
        let movie = mapper.map(try Fixture.decode(MovieDetailsDTO.self, "movie-details-quirks"))
        #expect(movie.releaseDate == nil)
        #expect(movie.posterPath == nil)
        #expect(movie.backdropPath == nil)
        #expect(movie.homepageURL == nil)
        #expect(movie.imdbID == nil)
        #expect(movie.tagline == nil)
        #expect(movie.overview == nil)
        #expect(movie.runtime == nil)
        #expect(movie.originCountry == nil)
        #expect(movie.status == .unknown)
        #expect(movie.genres == [])
        #expect(
            movie.productionCompanies == [
                ProductionCompany(id: 1, name: "Studio Sans Logo", originCountry: "", logoPath: nil)
            ])
    }
}
