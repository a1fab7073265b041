import CoreDomain
import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVSeriesBundleMapper")
struct TVSeriesBundleMapperTests {
    static let everyPart = Set(TVSeriesPart.lists + [.season(1)])

    let body: TVSeriesDetailsResponseDTO
    let mapper = TVSeriesBundleMapper()

    init() throws {
        body = try Fixture.decode(TVSeriesDetailsResponseDTO.self, "tv-details-1396-appended")
    }

    @Test("a body with every part maps the series and every part asked for, none unanswered")
    func everyPart() {
        let bundle = mapper.map(body, parts: Self.everyPart)

        #expect(bundle.tvSeries.name == "Breaking Bad")
        #expect(bundle.credits?.id == 1396)
        #expect(bundle.credits?.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul", "Anna Gunn"])
        #expect(bundle.credits?.cast.map(\.castID) == [nil, nil, nil])
        #expect(bundle.credits?.cast.map(\.character) == ["Walter White", "Jesse Pinkman", ""])
        #expect(bundle.credits?.crew.map(\.job) == ["Executive Producer", ""])
        #expect(bundle.aggregateCredits?.id == 1396)
        #expect(bundle.aggregateCredits?.cast.first?.totalEpisodeCount == 62)
        #expect(bundle.contentRatings?.first == ContentRating(countryCode: "US", rating: "TV-MA"))
        #expect(bundle.images?.id == 1396)
        #expect(bundle.images?.logos.map(\.languageCode) == ["en", "de"])
        #expect(bundle.images?.posters.map(\.languageCode) == [nil])
        #expect(bundle.recommendations?.results.map(\.name) == ["Better Call Saul"])
        #expect(bundle.similar?.results.map(\.id) == [1398])
        #expect(bundle.watchProviders?.map(\.countryCode) == ["GB", "US"])
        #expect(bundle.videos?.map(\.key) == ["HhesaQXLuRY"])
        #expect(bundle.keywords?.map(\.name) == ["drug dealer", "chemistry"])
        #expect(bundle.translations?.english?.tagline == "Remember my name")
        #expect(bundle.translations?.map(\.languageCode) == ["en"], "the French translation is not kept")
        #expect(bundle.seasons.keys.sorted() == [1])
        #expect(bundle.seasons[1]?.episodes?.map(\.episodeNumber) == [1, 2])
        #expect(bundle.unansweredParts.isEmpty)
    }

    @Test("ratings keep every country in TMDb's order with their descriptors; an empty rating is nil")
    func contentRatings() {
        let ratings = mapper.map(body, parts: [.contentRatings]).contentRatings

        #expect(
            ratings == [
                ContentRating(countryCode: "US", rating: "TV-MA"),
                ContentRating(countryCode: "AU", rating: "MA15+", descriptors: ["Violence", "Drug use"]),
                ContentRating(countryCode: "DE", rating: "16"),
                ContentRating(countryCode: "FR", rating: nil),
            ])
    }

    @Test("a country whose offers lack sections reads them as empty, a null link as nil")
    func watchProvidersWithMissingSections() throws {
        let offers = try #require(mapper.map(body, parts: [.watchProviders]).watchProviders)

        let britain = try #require(offers.first { $0.countryCode == "GB" })
        #expect(britain.link == nil)
        #expect(britain.flatRate.map(\.name) == ["Netflix"])
        #expect(britain.rent.isEmpty && britain.buy.isEmpty && britain.free.isEmpty && britain.ads.isEmpty)
        let america = try #require(offers.first { $0.countryCode == "US" })
        #expect(america.link?.absoluteString == "https://www.themoviedb.org/tv/1396-breaking-bad/watch?locale=US")
        #expect(america.buy.map(\.name) == ["Apple TV"])
    }

    @Test("parts in the body that were not asked for are left out")
    func onlyAskedParts() {
        let bundle = mapper.map(body, parts: [.credits])

        #expect(bundle.credits != nil)
        #expect(bundle.aggregateCredits == nil)
        #expect(bundle.images == nil)
        #expect(bundle.seasons.isEmpty)
        #expect(bundle.unansweredParts.isEmpty)
    }

    @Test("parts and seasons asked for that the body lacks are unanswered, the series still mapped")
    func unansweredParts() throws {
        let bare = try Fixture.decode(TVSeriesDetailsResponseDTO.self, "tv-details-1396")

        let bundle = mapper.map(bare, parts: [.images, .watchProviders, .season(2)])

        #expect(bundle.tvSeries.id == 1396)
        #expect(bundle.images == nil)
        #expect(bundle.seasons.isEmpty)
        #expect(bundle.unansweredParts == [.images, .watchProviders, .season(2)])
    }
}
