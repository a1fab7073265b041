import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVSeasonDetailsMapper")
struct TVSeasonDetailsMapperTests {
    let mapper = TVSeasonDetailsMapper()
    let configuration = ImagesConfiguration.mock()
    /// The season's first two episodes, with their stills.
    let episodes: [TVEpisode] = [
        .mock(stillPath: URL(string: "/still.jpg")),
        .mock(id: 62086, name: "Cat's in the Bag...", episodeNumber: 2, stillPath: URL(string: "/still.jpg")),
    ]
    /// Season 1 with its first two episodes and its poster.
    var season: TVSeason { .mock(posterPath: URL(string: "/season.jpg"), episodes: episodes) }

    @Test("every domain field reaches the details, with the series' id and name given")
    func passesEveryField() {
        let details = mapper.map(
            season, tvSeriesID: 1396, tvSeriesName: "Breaking Bad", imagesConfiguration: configuration)
        #expect(details.id == season.id)
        #expect(details.name == season.name)
        #expect(details.seasonNumber == season.seasonNumber)
        #expect(details.overview == season.overview)
        #expect(details.airDate == season.airDate)
        #expect(details.voteAverage == season.voteAverage)
        #expect(details.episodes?.map(\.id) == [62085, 62086])
        #expect(details.tvSeriesID == 1396)
        #expect(details.tvSeriesName == "Breaking Bad")
    }

    @Test("without a series, its id and name are nil")
    func noSeries() {
        let details = mapper.map(.mock(), imagesConfiguration: configuration)
        #expect(details.tvSeriesID == nil)
        #expect(details.tvSeriesName == nil)
    }

    @Test("the poster resolves with the poster sizes")
    func posterSizes() throws {
        let poster = try #require(mapper.map(season, imagesConfiguration: configuration).posterURLSet)
        #expect(poster.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/season.jpg")
        #expect(poster.card.absoluteString == "https://image.tmdb.org/t/p/w342/season.jpg")
        #expect(poster.detail.absoluteString == "https://image.tmdb.org/t/p/w780/season.jpg")
        #expect(poster.full.absoluteString == "https://image.tmdb.org/t/p/original/season.jpg")
    }

    @Test("with episodes, the episode count is how many episodes there are")
    func episodeCountFromEpisodes() {
        let details = mapper.map(.mock(episodes: episodes, episodeCount: 7), imagesConfiguration: configuration)
        #expect(details.episodeCount == 2)
    }

    @Test("without episodes, the episode count is the summary's")
    func episodeCountFromSummary() {
        let details = mapper.map(.mock(episodes: nil, episodeCount: 7), imagesConfiguration: configuration)
        #expect(details.episodeCount == 7)
        #expect(details.episodes == nil)
    }

    @Test("with neither episodes nor a summary count, the episode count is nil")
    func noEpisodeCount() {
        #expect(
            mapper.map(.mock(episodes: nil, episodeCount: nil), imagesConfiguration: configuration).episodeCount == nil)
    }

    @Test("episodes carry the season's and series' names and resolve their stills with still sizes")
    func episodesKnowTheirSeasonAndSeries() throws {
        let details = mapper.map(season, tvSeriesName: "Breaking Bad", imagesConfiguration: configuration)
        let episode = try #require(details.episodes?.first)
        #expect(episode.seasonName == "Season 1")
        #expect(episode.tvSeriesName == "Breaking Bad")
        #expect(episode.stillURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w185/still.jpg")
    }

    @Test("no poster path gives no URL set")
    func noPoster() {
        #expect(mapper.map(.mock(posterPath: nil), imagesConfiguration: configuration).posterURLSet == nil)
    }

    @Test("episodes come in their order, however TMDb listed them")
    func episodesInOrder() throws {
        let season = TVSeason.mock(episodes: [
            .mock(id: 3, name: "Three", episodeNumber: 3), .mock(), .mock(id: 2, name: "Two", episodeNumber: 2),
        ])
        let details = mapper.map(
            season, tvSeriesID: 1396, tvSeriesName: "Breaking Bad", imagesConfiguration: configuration)
        #expect(try #require(details.episodes).map(\.episodeNumber) == [1, 2, 3])
    }
}
