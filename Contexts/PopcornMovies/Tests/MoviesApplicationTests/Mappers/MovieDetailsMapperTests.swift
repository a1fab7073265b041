import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import Testing

@testable import MoviesApplication

@Suite("MovieDetailsMapper")
struct MovieDetailsMapperTests {
    let mapper = MovieDetailsMapper()
    let configuration = ImagesConfiguration.mock()

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let movie = Movie.mock()
        let details = mapper.map(movie, imagesConfiguration: configuration)
        #expect(details.id == movie.id)
        #expect(details.title == movie.title)
        #expect(details.tagline == movie.tagline)
        #expect(details.originalTitle == movie.originalTitle)
        #expect(details.originalLanguage == movie.originalLanguage)
        #expect(details.originCountry == movie.originCountry)
        #expect(details.overview == movie.overview)
        #expect(details.runtime == movie.runtime)
        #expect(details.genres == [GenreDetails(id: 18, name: "Drama")])
        #expect(details.releaseDate == movie.releaseDate)
        #expect(details.budget == movie.budget)
        #expect(details.revenue == movie.revenue)
        #expect(details.homepageURL == movie.homepageURL)
        #expect(details.imdbID == movie.imdbID)
        #expect(details.status == .released)
        #expect(
            details.productionCountries == [
                ProductionCountryDetails(countryCode: "US", name: "United States of America")
            ])
        #expect(details.spokenLanguages == [SpokenLanguageDetails(languageCode: "en", name: "English")])
        #expect(details.popularity == movie.popularity)
        #expect(details.voteAverage == movie.voteAverage)
        #expect(details.voteCount == movie.voteCount)
        #expect(details.hasVideo == movie.hasVideo)
        #expect(details.isAdultOnly == movie.isAdultOnly)
    }

    @Test("the poster resolves with poster sizes and the backdrop with backdrop sizes")
    func resolvesPosterAndBackdropWithTheirOwnSizes() throws {
        let details = mapper.map(.mock(), imagesConfiguration: configuration)
        let poster = try #require(details.posterURLSet)
        let backdrop = try #require(details.backdropURLSet)
        #expect(poster.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster.jpg")
        #expect(backdrop.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/backdrop.jpg")
        #expect(backdrop.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w300/backdrop.jpg")
    }

    @Test("company logos resolve with logo sizes and the collection with its own images")
    func resolvesNestedImages() throws {
        let details = mapper.map(.mock(), imagesConfiguration: configuration)
        let company = try #require(details.productionCompanies?.first)
        #expect(company.logoURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w300/logo.png")
        #expect(company.name == "Regency Enterprises")
        #expect(company.originCountry == "US")
        let collection = try #require(details.belongsToCollection)
        #expect(collection.posterURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/cposter.jpg")
        #expect(collection.backdropURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/cbackdrop.jpg")
    }

    @Test("missing paths and a missing collection give no URL sets")
    func missingImages() {
        let details = mapper.map(
            .mock(posterPath: nil, backdropPath: nil, productionCompanies: nil, belongsToCollection: nil),
            imagesConfiguration: configuration
        )
        #expect(details.posterURLSet == nil)
        #expect(details.backdropURLSet == nil)
        #expect(details.productionCompanies == nil)
        #expect(details.belongsToCollection == nil)
    }
}
