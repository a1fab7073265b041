import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVSeriesDetailsMapper")
struct TVSeriesDetailsMapperTests {
    let mapper = TVSeriesDetailsMapper()
    let configuration = ImagesConfiguration.mock()
    /// Breaking Bad as these tests read it: one genre, spoken language, season and production company,
    /// Granite State last to air and Felina next, and image paths named after their kind.
    let series = TVSeries.mock(
        seasons: [.mock(posterPath: URL(string: "/season.jpg"), episodes: nil)],
        createdBy: [.mock(profilePath: URL(string: "/creator.jpg"))],
        genres: [.mock(id: 18, name: "Drama")],
        posterPath: URL(string: "/poster.jpg"),
        backdropPath: URL(string: "/backdrop.jpg"),
        languages: ["en"],
        lastEpisodeToAir: .mock(name: "Granite State", episodeNumber: 15, stillPath: URL(string: "/airdate.jpg")),
        nextEpisodeToAir: .mock(id: 62162, name: "Felina", episodeNumber: 16, seasonNumber: 5),
        networks: [.mock(logoPath: URL(string: "/network.png"))],
        productionCompanies: [
            ProductionCompany(
                id: 11073, name: "Sony Pictures Television", originCountry: "US", logoPath: URL(string: "/sony.png"))
        ],
        spokenLanguages: [SpokenLanguage(languageCode: "en", name: "English")]
    )

    /// The details of `bundle` for a reader in `region` reading `language`.
    func map(_ bundle: TVSeriesBundle, region: String = "US", language: String = "en-US") -> TVSeriesDetails {
        mapper.map(bundle, region: region, language: language, imagesConfiguration: configuration)
    }

    /// The details of a series without any part.
    func map(series: TVSeries) -> TVSeriesDetails {
        map(TVSeriesBundle(tvSeries: series))
    }

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let details = map(series: series)
        #expect(details.id == series.id)
        #expect(details.name == series.name)
        #expect(details.tagline == series.tagline)
        #expect(details.originalName == series.originalName)
        #expect(details.originalLanguage == series.originalLanguage)
        #expect(details.overview == series.overview)
        #expect(details.episodeRunTime == [45, 47])
        #expect(details.numberOfSeasons == 5)
        #expect(details.numberOfEpisodes == 62)
        #expect(details.genres == [GenreDetails(id: 18, name: "Drama")])
        #expect(details.firstAirDate == series.firstAirDate)
        #expect(details.originCountry == ["US"])
        #expect(details.homepageURL == series.homepageURL)
        #expect(details.isInProduction == false)
        #expect(details.languages == ["en"])
        #expect(details.lastAirDate == series.lastAirDate)
        #expect(
            details.productionCountries == [
                ProductionCountryDetails(countryCode: "US", name: "United States of America")
            ])
        #expect(details.spokenLanguages == [SpokenLanguageDetails(languageCode: "en", name: "English")])
        #expect(details.status == "Ended")
        #expect(details.type == "Scripted")
        #expect(details.popularity == series.popularity)
        #expect(details.voteAverage == series.voteAverage)
        #expect(details.voteCount == series.voteCount)
        #expect(details.isAdultOnly == false)
    }

    @Test("creators, networks, companies, seasons and the last and next episodes are all mapped")
    func mapsNestedValues() {
        let details = map(series: series)
        #expect(details.createdBy?.map(\.name) == ["Vince Gilligan"])
        #expect(details.networks?.map(\.name) == ["AMC"])
        #expect(details.networks?.first?.homepage == URL(string: "https://www.amc.com"))
        #expect(details.productionCompanies?.map(\.name) == ["Sony Pictures Television"])
        #expect(details.seasons?.map(\.name) == ["Season 1"])
        #expect(details.lastEpisodeToAir?.name == "Granite State")
        #expect(details.nextEpisodeToAir?.name == "Felina")
    }

    @Test("the main trailer is the first playable trailer and the keywords keep TMDb's order; none when not fetched")
    func trailerAndKeywords() {
        let details = map(.mock())
        let bare = map(series: series)

        #expect(details.mainTrailer?.url?.absoluteString == "https://www.youtube.com/watch?v=HhesaQXLuRY")
        #expect(details.keywords?.map(\.name) == ["drug dealer", "chemistry"])
        #expect(bare.mainTrailer == nil && bare.keywords == nil)
    }

    @Test("the poster resolves with poster sizes and the backdrop with backdrop sizes")
    func resolvesPosterAndBackdropWithTheirOwnSizes() throws {
        let details = map(series: series)
        let poster = try #require(details.posterURLSet)
        let backdrop = try #require(details.backdropURLSet)
        #expect(poster.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/poster.jpg")
        #expect(poster.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster.jpg")
        #expect(backdrop.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w300/backdrop.jpg")
        #expect(backdrop.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/backdrop.jpg")
    }

    @Test("nested images resolve with their own kinds' sizes")
    func resolvesNestedImagesWithTheirOwnSizes() throws {
        let details = map(series: series)
        let creator = try #require(details.createdBy?.first?.profileURLSet)
        #expect(creator.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/creator.jpg")
        #expect(creator.card.absoluteString == "https://image.tmdb.org/t/p/original/creator.jpg")
        let network = try #require(details.networks?.first?.logoURLSet)
        #expect(network.card.absoluteString == "https://image.tmdb.org/t/p/w300/network.png")
        let company = try #require(details.productionCompanies?.first?.logoURLSet)
        #expect(company.detail.absoluteString == "https://image.tmdb.org/t/p/w500/sony.png")
        let season = try #require(details.seasons?.first?.posterURLSet)
        #expect(season.card.absoluteString == "https://image.tmdb.org/t/p/w342/season.jpg")
        let lastEpisode = try #require(details.lastEpisodeToAir?.stillURLSet)
        #expect(lastEpisode.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w92/airdate.jpg")
        #expect(lastEpisode.detail.absoluteString == "https://image.tmdb.org/t/p/w300/airdate.jpg")
    }

    @Test("season summaries carry the series' id and name, and their summary episode count")
    func seasonSummariesKnowTheirSeries() throws {
        let season = try #require(map(series: series).seasons?.first)
        #expect(season.tvSeriesID == 1396)
        #expect(season.tvSeriesName == "Breaking Bad")
        #expect(season.episodes == nil)
        #expect(season.episodeCount == 7)
    }

    @Test("missing paths and missing nested values give nil")
    func missingValues() {
        let details = map(
            series: .mock(
                seasons: nil, createdBy: nil, posterPath: nil, backdropPath: nil, lastEpisodeToAir: nil,
                nextEpisodeToAir: nil, networks: nil, productionCompanies: nil))
        #expect(details.posterURLSet == nil)
        #expect(details.backdropURLSet == nil)
        #expect(details.seasons == nil)
        #expect(details.createdBy == nil)
        #expect(details.lastEpisodeToAir == nil)
        #expect(details.nextEpisodeToAir == nil)
        #expect(details.networks == nil)
        #expect(details.productionCompanies == nil)
    }

    @Test("seasons come by number, specials first, however TMDb listed them")
    func seasonsInOrder() {
        let seasons: [TVSeason] = [
            .mock(id: 2, name: "Season 2", seasonNumber: 2, episodes: nil), .mock(episodes: nil),
            .mock(id: 0, name: "Specials", seasonNumber: 0, episodes: nil),
        ]
        let details = map(series: .mock(seasons: seasons))
        #expect(details.seasons?.map(\.seasonNumber) == [0, 1, 2])
    }

    @Test("the cast comes along in billing order, with the crew")
    func credits() throws {
        let credits = try #require(map(.mock(credits: .mock(id: 1396))).credits)
        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.name) == ["Brad Pitt", "Edward Norton"])
        #expect(map(.mock(credits: nil)).credits == nil)
    }
}
