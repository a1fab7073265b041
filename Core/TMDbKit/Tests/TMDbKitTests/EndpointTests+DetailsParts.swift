import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

/// The parts of a details screen: details with `append_to_response` (the parts in a fixed
/// order, `include_image_language` with images), and each part's standalone endpoint.
extension EndpointTests {
    private static func item(_ name: String, _ value: String) -> URLQueryItem {
        URLQueryItem(name: name, value: value)
    }

    @Test func movieDetailsAppendsEveryPartInAFixedOrderWithTheImageLanguages() {
        let endpoint = Endpoint.movieDetails(id: 550, language: "fr-FR", appending: Set(TMDbMovieAppendPart.allCases))

        #expect(endpoint.path == "/movie/550")
        #expect(
            endpoint.queryItems == [
                Self.item("language", "fr-FR"),
                Self.item(
                    "append_to_response",
                    "credits,release_dates,images,recommendations,similar,watch/providers,videos,keywords,"
                        + "translations"),
                Self.item("include_image_language", "fr,en,null"),
                Self.item("include_video_language", "fr,en"),
            ])
    }

    @Test func movieDetailsOrdersThePartsTheSameWhateverOrderTheyAreGivenIn() {
        let first = Endpoint.movieDetails(id: 550, language: nil, appending: [.watchProviders, .credits, .similar])
        let second = Endpoint.movieDetails(id: 550, language: nil, appending: [.similar, .watchProviders, .credits])

        #expect(first.queryItems == [Self.item("append_to_response", "credits,similar,watch/providers")])
        #expect(second.queryItems == first.queryItems)
    }

    @Test func movieDetailsSendsNoImageLanguagesWithoutImages() {
        let endpoint = Endpoint.movieDetails(id: 550, language: "de-DE", appending: [.releaseDates])

        #expect(
            endpoint.queryItems == [Self.item("language", "de-DE"), Self.item("append_to_response", "release_dates")])
    }

    @Test func movieDetailsAppendingNothingAsksForTheDetailsAlone() {
        #expect(
            Endpoint.movieDetails(id: 550, language: "en-US", appending: []).queryItems == [
                Self.item("language", "en-US")
            ])
        #expect(Endpoint.movieDetails(id: 550, language: nil, appending: []).queryItems.isEmpty)
    }

    @Test(arguments: [
        ("en-US", "en,null"), ("en", "en,null"), ("pt-BR", "pt,en,null"), ("ja", "ja,en,null"), ("ZH-cn", "zh,en,null"),
        ("", "en,null"),
    ])
    func imagesAskForTheLanguagesPrimarySubtagEnglishAndTextFreeImages(language: String, languages: String) {
        let endpoint = Endpoint.movieDetails(id: 1, language: language, appending: [.images])

        #expect(endpoint.queryItems.last == Self.item("include_image_language", languages))
    }

    @Test(arguments: [("en-US", "en"), ("", "en"), ("pt-BR", "pt,en"), ("ZH-cn", "zh,en")])
    func videosAskForTheLanguagesPrimarySubtagAndEnglish(language: String, languages: String) {
        let movie = Endpoint.movieDetails(id: 1, language: language, appending: [.videos])
        let series = Endpoint.tvSeriesDetails(id: 1, language: language, appending: [.videos, .keywords])

        #expect(movie.queryItems.last == Self.item("include_video_language", languages))
        #expect(series.queryItems.last == Self.item("include_video_language", languages))
        #expect(series.queryItems.contains(Self.item("append_to_response", "videos,keywords")))
        #expect(
            Endpoint.movieDetails(id: 1, language: nil, appending: [.keywords]).queryItems == [
                Self.item("append_to_response", "keywords")
            ])
    }

    @Test func imagesWithoutALanguageAskForEnglishAndTextFreeImages() {
        #expect(
            Endpoint.movieDetails(id: 1, language: nil, appending: [.images]).queryItems == [
                Self.item("append_to_response", "images"), Self.item("include_image_language", "en,null"),
            ])
    }

    @Test func tvSeriesDetailsAppendsEveryPartInAFixedOrderWithTheImageLanguages() {
        let endpoint = Endpoint.tvSeriesDetails(
            id: 1396, language: "es-ES", appending: Set(TMDbTVSeriesAppendPart.allCases))

        #expect(endpoint.path == "/tv/1396")
        #expect(
            endpoint.queryItems == [
                Self.item("language", "es-ES"),
                Self.item(
                    "append_to_response",
                    "aggregate_credits,credits,content_ratings,images,recommendations,similar,watch/providers,videos,"
                        + "keywords,translations"),
                Self.item("include_image_language", "es,en,null"),
                Self.item("include_video_language", "es,en"),
            ])
        #expect(
            Endpoint.tvSeriesDetails(id: 1396, language: nil, appending: [.contentRatings, .aggregateCredits])
                .queryItems == [Self.item("append_to_response", "aggregate_credits,content_ratings")])
    }

    @Test func tvSeriesDetailsAppendsTheSeasonsAfterTheParts() {
        #expect(
            Endpoint.tvSeriesDetails(id: 1396, language: "en-US", appending: [.credits], seasons: [10, 2])
                .queryItems == [
                    Self.item("language", "en-US"), Self.item("append_to_response", "credits,season/2,season/10"),
                ])
        #expect(
            Endpoint.tvSeriesDetails(id: 1396, language: nil, appending: [], seasons: [0]).queryItems == [
                Self.item("append_to_response", "season/0")
            ])
        #expect(Endpoint.tvSeriesDetails(id: 1396, language: nil, appending: [], seasons: []).queryItems.isEmpty)
    }

    @Test func personDetailsAppendsCombinedCreditsAndImagesWithoutImageLanguages() {
        let endpoint = Endpoint.personDetails(id: 287, language: "fr-FR", appending: [.images, .combinedCredits])

        #expect(endpoint.path == "/person/287")
        #expect(
            endpoint.queryItems == [
                Self.item("language", "fr-FR"), Self.item("append_to_response", "combined_credits,images"),
            ])
        #expect(Endpoint.personDetails(id: 287, language: nil, appending: []).queryItems.isEmpty)
    }

    @Test func theDetailsFactoriesWithoutPartsStillAnswerTheBareDetails() {
        let movie: Endpoint<MovieDetailsDTO> = .movieDetails(id: 550, language: nil)
        let series: Endpoint<TVSeriesDetailsDTO> = .tvSeriesDetails(id: 1396, language: nil)
        let person: Endpoint<PersonDetailsDTO> = .personDetails(id: 287, language: nil)

        #expect([movie.path, series.path, person.path] == ["/movie/550", "/tv/1396", "/person/287"])
    }

    @Test func imageEndpointsAskForEveryLanguageUnlessGivenOne() {
        #expect(Endpoint.movieImages(id: 550).path == "/movie/550/images")
        #expect(Endpoint.movieImages(id: 550).queryItems.isEmpty)
        #expect(
            Endpoint.movieImages(id: 550, language: "fr-FR").queryItems == [
                Self.item("include_image_language", "fr,en,null")
            ])
        #expect(Endpoint.tvSeriesImages(id: 1396).path == "/tv/1396/images")
        #expect(Endpoint.tvSeriesImages(id: 1396).queryItems.isEmpty)
        #expect(
            Endpoint.tvSeriesImages(id: 1396, language: "en-GB").queryItems == [
                Self.item("include_image_language", "en,null")
            ])
        #expect(Endpoint.personImages(id: 287).path == "/person/287/images")
        #expect(Endpoint.personImages(id: 287).queryItems.isEmpty)
    }

    @Test func certificationAndWatchProviderEndpointsAskForTheirPathsWithoutQuery() {
        #expect(Endpoint.movieReleaseDates(id: 550).path == "/movie/550/release_dates")
        #expect(Endpoint.movieReleaseDates(id: 550).queryItems.isEmpty)
        #expect(Endpoint.tvSeriesContentRatings(id: 1396).path == "/tv/1396/content_ratings")
        #expect(Endpoint.tvSeriesContentRatings(id: 1396).queryItems.isEmpty)
        #expect(Endpoint.movieWatchProviders(id: 550).path == "/movie/550/watch/providers")
        #expect(Endpoint.movieWatchProviders(id: 550).queryItems.isEmpty)
        #expect(Endpoint.tvSeriesWatchProviders(id: 1396).path == "/tv/1396/watch/providers")
        #expect(Endpoint.tvSeriesWatchProviders(id: 1396).queryItems.isEmpty)
    }

    @Test func recommendationsAndSimilarAskForTheirPathsPageAndLanguage() {
        let pageAndLanguage = [Self.item("page", "2"), Self.item("language", "it-IT")]

        #expect(Endpoint.movieRecommendations(id: 550, page: 2, language: "it-IT").path == "/movie/550/recommendations")
        #expect(Endpoint.movieRecommendations(id: 550, page: 2, language: "it-IT").queryItems == pageAndLanguage)
        #expect(Endpoint.movieSimilar(id: 550, page: 2, language: "it-IT").path == "/movie/550/similar")
        #expect(Endpoint.movieSimilar(id: 550, page: 1, language: nil).queryItems == [Self.item("page", "1")])
        #expect(
            Endpoint.tvSeriesRecommendations(id: 1396, page: 2, language: "it-IT").path == "/tv/1396/recommendations")
        #expect(Endpoint.tvSeriesRecommendations(id: 1396, page: 2, language: "it-IT").queryItems == pageAndLanguage)
        #expect(Endpoint.tvSeriesSimilar(id: 1396, page: 2, language: "it-IT").path == "/tv/1396/similar")
        #expect(Endpoint.tvSeriesSimilar(id: 1396, page: 3, language: "").queryItems == [Self.item("page", "3")])
    }

    @Test func theAppendedRequestReachesTheWireWithEveryPartName() throws {
        let transport = CurlTMDbTransport(credentials: .readAccessToken("t"))
        let request = try transport.makeHTTPRequest(
            for: Endpoint.movieDetails(id: 550, language: "en-US", appending: [.watchProviders, .images]).request)

        #expect(request.url.path() == "/3/movie/550")
        #expect(
            request.url.query(percentEncoded: false)
                == "language=en-US&append_to_response=images,watch/providers&include_image_language=en,null")
    }

    @Test func theClientDecodesAnAppendedMovieBodyFromOneRequest() async throws {
        let transport = StubTMDbTransport()
        transport.stub(path: "/movie/550", body: try Fixture.data("movie-details-550-appended"))

        let response = try await TMDbClient(transport: transport).get(
            .movieDetails(id: 550, language: "en-US", appending: Set(TMDbMovieAppendPart.allCases)))

        #expect(response.details.title == "Fight Club")
        #expect(response.credits?.id == 550)
        #expect(response.releaseDates?.results.count == 2)
        #expect(response.images?.logos.count == 1)
        #expect(response.recommendations?.results.count == 2)
        #expect(response.similar?.results.count == 1)
        #expect(response.watchProviders?.results.count == 2)
        #expect(response.videos?.results.count == 1)
        #expect(response.keywords?.keywords.count == 2)
        #expect(transport.requests.map(\.path) == ["/movie/550"])
        #expect(
            transport.requests.first?.queryItems.first { $0.name == "append_to_response" }?.value
                == "credits,release_dates,images,recommendations,similar,watch/providers,videos,keywords,"
                + "translations")
    }

    @Test func theClientDecodesStandalonePartsIntoTheirDTOs() async throws {
        let transport = StubTMDbTransport()
        transport.stub(path: "/movie/550/release_dates", body: try Fixture.data("movie-release-dates-550"))
        transport.stub(path: "/tv/1396/content_ratings", body: try Fixture.data("tv-content-ratings-1396"))
        transport.stub(path: "/person/287/images", body: try Fixture.data("person-images-287"))
        transport.stub(path: "/movie/550/watch/providers", body: try Fixture.data("movie-watch-providers-550"))
        let client = TMDbClient(transport: transport)

        #expect(try await client.get(.movieReleaseDates(id: 550)).results.first?.iso31661 == "US")
        #expect(try await client.get(.tvSeriesContentRatings(id: 1396)).results.first?.rating == "TV-MA")
        #expect(try await client.get(.personImages(id: 287)).profiles.count == 2)
        #expect(try await client.get(.movieWatchProviders(id: 550)).results["US"]?.flatRate.count == 2)
    }
}
