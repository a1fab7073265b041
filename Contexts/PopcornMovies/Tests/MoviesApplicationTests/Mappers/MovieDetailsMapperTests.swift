import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("MovieDetailsMapper")
struct MovieDetailsMapperTests {
    let mapper = MovieDetailsMapper()
    let configuration = ImagesConfiguration.mock()

    func map(_ bundle: MovieBundle, region: String = "US", language: String = "en-US") -> MovieDetails {
        mapper.map(bundle, region: region, language: language, imagesConfiguration: configuration)
    }

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let movie = Movie.mock(
            genres: [.mock(id: 18, name: "Drama")],
            productionCountries: [ProductionCountry(countryCode: "US", name: "United States of America")],
            spokenLanguages: [SpokenLanguage(languageCode: "en", name: "English")]
        )
        let details = map(MovieBundle(movie: movie))
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

    @Test("the main trailer is the first playable trailer and the keywords keep TMDb's order")
    func trailerAndKeywords() {
        let details = map(
            .mock(
                videos: [.mock(id: "clip", kind: .clip), .mock(id: "trailer", key: "abc123")],
                keywords: [.mock(id: 825, name: "support group"), .mock()]))

        #expect(details.mainTrailer?.id == "trailer")
        #expect(details.mainTrailer?.url?.absoluteString == "https://www.youtube.com/watch?v=abc123")
        #expect(
            details.keywords == [
                KeywordDetails(id: 825, name: "support group"), KeywordDetails(id: 1721, name: "dual identity"),
            ])
    }

    @Test("text TMDb has in the reader's language is kept and named in it; English text is named English")
    func textLanguages() {
        let french = mapper.map(
            .mock(movie: .mock(tagline: "Malice. Chaos. Savon.", overview: "Un insomniaque."), translations: [.mock()]),
            region: "FR", language: "fr-FR", imagesConfiguration: configuration)
        let english = map(.mock())

        #expect(french.overview == "Un insomniaque." && french.overviewLanguage == "fr" && !french.overviewIsFallback)
        #expect(french.tagline == "Malice. Chaos. Savon." && french.taglineLanguage == "fr")
        #expect(english.overviewLanguage == "en" && !english.overviewIsFallback && english.taglineLanguage == "en")
    }

    @Test("videos and keywords not fetched leave the trailer and keywords out")
    func noVideosOrKeywords() {
        let details = map(.mock(videos: nil, keywords: nil))

        #expect(details.mainTrailer == nil)
        #expect(details.keywords == nil)
    }

    @Test("the poster resolves with poster sizes and the backdrop with backdrop sizes")
    func resolvesPosterAndBackdropWithTheirOwnSizes() throws {
        let details = map(
            MovieBundle(
                movie: .mock(posterPath: URL(string: "/poster.jpg"), backdropPath: URL(string: "/backdrop.jpg")))
        )
        let poster = try #require(details.posterURLSet)
        let backdrop = try #require(details.backdropURLSet)
        #expect(poster.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster.jpg")
        #expect(backdrop.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/backdrop.jpg")
        #expect(backdrop.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w300/backdrop.jpg")
    }

    @Test("company logos resolve with logo sizes and the collection with its own images")
    func resolvesNestedImages() throws {
        let movie = Movie.mock(
            productionCompanies: [
                ProductionCompany(
                    id: 508, name: "Regency Enterprises", originCountry: "US", logoPath: URL(string: "/logo.png"))
            ],
            belongsToCollection: .mock(
                id: 1, name: "Collection", posterPath: URL(string: "/cposter.jpg"),
                backdropPath: URL(string: "/cbackdrop.jpg"))
        )
        let details = map(MovieBundle(movie: movie))
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
        let details = map(
            MovieBundle(
                movie: .mock(posterPath: nil, backdropPath: nil, productionCompanies: nil, belongsToCollection: nil))
        )
        #expect(details.posterURLSet == nil)
        #expect(details.backdropURLSet == nil)
        #expect(details.productionCompanies == nil)
        #expect(details.belongsToCollection == nil)
    }

    @Test("the logo is the reader's language's, else a language-neutral one, at logo sizes")
    func logo() throws {
        let english = try #require(map(.mock(), language: "en-US").logoURLSet)
        let french = try #require(map(.mock(), language: "fr-FR").logoURLSet)

        #expect(english.path.relativeString == "/logo-en.png")
        #expect(english.detail.absoluteString == "https://image.tmdb.org/t/p/w500/logo-en.png")
        #expect(english.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/logo-en.png")
        #expect(french.path.relativeString == "/logo-neutral.png")
    }

    @Test("no images, or images without a logo, give no logo")
    func noLogo() {
        #expect(map(.mock(images: nil)).logoURLSet == nil)
        #expect(map(.mock(images: .mock(logos: []))).logoURLSet == nil)
    }

    @Test("the certification is the region's own, and none when the region has none")
    func certification() {
        #expect(map(.mock(), region: "US").certification == "R")
        #expect(map(.mock(), region: "gb").certification == "18")
        #expect(map(.mock(), region: "FR").certification == nil)
        #expect(map(.mock(releaseDates: nil)).certification == nil)
    }

    @Test("the region is named in the details, upper-cased")
    func region() {
        #expect(map(.mock(), region: "gb").region == "GB")
    }

    @Test("watch providers are the region's; a region without offers is empty, an unknown part nil")
    func watchProviders() throws {
        let bundle = MovieBundle.mock(watchProviders: [
            .mock(), .mock(countryCode: "GB", link: nil, flatRate: [], rent: []),
        ])
        let us = try #require(map(bundle, region: "US").watchProviders)
        let gb = try #require(map(bundle, region: "GB").watchProviders)

        #expect(us.flatRate.map(\.name) == ["Netflix", "Hulu"])
        #expect(us.rent.map(\.name) == ["Apple TV"])
        #expect(us.link?.absoluteString == "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US")
        #expect(
            us.flatRate.first?.logoURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/netflix.jpg")
        #expect(gb.isEmpty)
        #expect(gb.countryCode == "GB")
        #expect(try #require(map(bundle, region: "JP").watchProviders).isEmpty)
        #expect(map(.mock(watchProviders: nil)).watchProviders == nil)
    }

    @Test("recommendations are the first page as previews, with posters resolved")
    func recommendations() throws {
        let recommendations = MoviePreviewPage.mock(
            totalPages: 2, totalResults: 26,
            results: [.mock(id: 807, title: "Se7en", posterPath: URL(string: "/poster.jpg"))])
        let page = try #require(map(.mock(recommendations: recommendations)).recommendations)

        #expect(page.results.map(\.title) == ["Se7en"])
        #expect(page.totalResults == 26)
        #expect(page.results.first?.posterURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
        #expect(map(.mock(recommendations: nil)).recommendations == nil)
    }

    @Test("a movie is never on the watchlist until there is one")
    func notOnWatchlist() {
        #expect(map(.mock()).isOnWatchlist == false)
    }

    @Test("the cast comes along in billing order, with the crew, its directors and writers")
    func credits() throws {
        let credits = try #require(map(.mock()).credits)

        #expect(credits.cast.map(\.name) == ["Brad Pitt", "Edward Norton"])
        #expect(credits.cast.first?.profileURLSet?.path.absoluteString == "/pitt.jpg")
        #expect(credits.directors.map(\.name) == ["David Fincher"])
        #expect(credits.crew.map(\.job) == ["Director"])
        #expect(map(.mock(credits: nil)).credits == nil)
    }
}
