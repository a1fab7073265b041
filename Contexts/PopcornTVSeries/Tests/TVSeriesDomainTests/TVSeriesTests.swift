import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@Suite("TVSeries")
struct TVSeriesTests {
    @Test("only the id and name are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let value = TVSeries(id: 1, name: "A")
        #expect(value.tagline == nil)
        #expect(value.originalName == nil)
        #expect(value.originalLanguage == nil)
        #expect(value.overview == nil)
        #expect(value.episodeRunTime == nil)
        #expect(value.numberOfSeasons == nil)
        #expect(value.numberOfEpisodes == nil)
        #expect(value.seasons == nil)
        #expect(value.createdBy == nil)
        #expect(value.genres == nil)
        #expect(value.firstAirDate == nil)
        #expect(value.originCountry == nil)
        #expect(value.posterPath == nil)
        #expect(value.backdropPath == nil)
        #expect(value.homepageURL == nil)
        #expect(value.isInProduction == nil)
        #expect(value.languages == nil)
        #expect(value.lastAirDate == nil)
        #expect(value.lastEpisodeToAir == nil)
        #expect(value.nextEpisodeToAir == nil)
        #expect(value.networks == nil)
        #expect(value.productionCompanies == nil)
        #expect(value.productionCountries == nil)
        #expect(value.spokenLanguages == nil)
        #expect(value.status == nil)
        #expect(value.type == nil)
        #expect(value.popularity == nil)
        #expect(value.voteAverage == nil)
        #expect(value.voteCount == nil)
        #expect(value.isAdultOnly == nil)
    }

    @Test("the id identifies it")
    func identity() {
        #expect(TVSeries.mock(id: 42).id == 42)
    }

    @Test("two series with the same fields are equal")
    func equality() {
        #expect(TVSeries.mock() == TVSeries.mock())
    }

    @Test(
        "any differing field makes two series differ",
        arguments: [
            TVSeries.mock(name: "Better Call Saul"),
            .mock(numberOfSeasons: 6),
            .mock(seasons: [.mock(seasonNumber: 2, episodes: nil)]),
            .mock(posterPath: nil),
            .mock(networks: []),
            .mock(status: "Returning Series"),
        ])
    func inequality(other: TVSeries) {
        #expect(TVSeries.mock() != other)
    }
}
