import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVEpisodeDetailsMapper")
struct TVEpisodeDetailsMapperTests {
    let mapper = TVEpisodeDetailsMapper()
    let configuration = ImagesConfiguration.mock()

    @Test("every domain field reaches the details, with the series' and season's names given")
    func passesEveryField() {
        let episode = TVEpisode.mock(productionCode: "1ABC01")
        let details = mapper.map(
            episode, tvSeriesName: "Breaking Bad", seasonName: "Season 1", imagesConfiguration: configuration)
        #expect(details.id == episode.id)
        #expect(details.name == episode.name)
        #expect(details.episodeNumber == episode.episodeNumber)
        #expect(details.seasonNumber == episode.seasonNumber)
        #expect(details.overview == episode.overview)
        #expect(details.airDate == episode.airDate)
        #expect(details.episodeType == "standard")
        #expect(details.runtime == 58)
        #expect(details.showID == 1396)
        #expect(details.productionCode == "1ABC01")
        #expect(details.voteAverage == episode.voteAverage)
        #expect(details.voteCount == episode.voteCount)
        #expect(details.tvSeriesName == "Breaking Bad")
        #expect(details.seasonName == "Season 1")
    }

    @Test("without names given, the series' and season's names are nil")
    func noNames() {
        let details = mapper.map(.mock(), imagesConfiguration: configuration)
        #expect(details.tvSeriesName == nil)
        #expect(details.seasonName == nil)
    }

    @Test("the still resolves with the still sizes")
    func stillSizes() throws {
        let still = try #require(
            mapper.map(.mock(stillPath: URL(string: "/still.jpg")), imagesConfiguration: configuration).stillURLSet)
        #expect(still.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w92/still.jpg")
        #expect(still.card.absoluteString == "https://image.tmdb.org/t/p/w185/still.jpg")
        #expect(still.detail.absoluteString == "https://image.tmdb.org/t/p/w300/still.jpg")
        #expect(still.full.absoluteString == "https://image.tmdb.org/t/p/original/still.jpg")
    }

    @Test("guest stars come in billing order and the crew as given, with profiles at profile sizes")
    func people() throws {
        let episode = TVEpisode.mock(
            crew: [
                CrewMember(
                    id: 66633, creditID: "e1", name: "Vince Gilligan", job: "Writer", department: "Writing",
                    gender: .male, profilePath: URL(string: "/gilligan.jpg"))
            ],
            guestStars: [
                CastMember(
                    id: 1_216_132, creditID: "g2", name: "Max Arciniega", character: "Krazy-8",
                    gender: .male, profilePath: URL(string: "/max.jpg"), order: 1),
                CastMember(
                    id: 92495, creditID: "g1", name: "John Koyama", character: "Emilio",
                    gender: .male, profilePath: nil, order: 0),
            ])
        let details = mapper.map(episode, imagesConfiguration: configuration)
        let guestStars = try #require(details.guestStars)
        #expect(guestStars.map(\.name) == ["John Koyama", "Max Arciniega"])
        #expect(guestStars.map(\.character) == ["Emilio", "Krazy-8"])
        #expect(
            guestStars.last?.profileURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/max.jpg")
        let crew = try #require(details.crew)
        #expect(
            crew == [
                CrewMemberDetails(
                    id: 66633, creditID: "e1", name: "Vince Gilligan", job: "Writer", department: "Writing",
                    gender: .male, profileURLSet: configuration.profileURLSet(for: URL(string: "/gilligan.jpg")))
            ])
        #expect(crew.first?.profileURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/original/gilligan.jpg")
    }

    @Test("a missing still, crew or guest stars give nil")
    func missingValues() {
        let details = mapper.map(.mock(stillPath: nil, crew: nil, guestStars: nil), imagesConfiguration: configuration)
        #expect(details.stillURLSet == nil)
        #expect(details.crew == nil)
        #expect(details.guestStars == nil)
    }

    @Test("given its season's episodes, the episodes numbered one less and one more are named")
    func neighbours() {
        let season: [TVEpisode] = [
            .mock(id: 3, name: "Three", episodeNumber: 3), .mock(id: 1, name: "One", episodeNumber: 1),
            .mock(id: 2, name: "Two", episodeNumber: 2),
        ]
        let details = mapper.map(.mock(episodeNumber: 2), seasonEpisodes: season, imagesConfiguration: configuration)
        #expect(details.previousEpisode?.id == 1)
        #expect(details.nextEpisode?.id == 3)
        #expect(details.nextEpisode?.name == "Three")
    }

    @Test("a number the season does not list has no neighbour, gaps included")
    func gaps() {
        let season: [TVEpisode] = [.mock(id: 1, episodeNumber: 1), .mock(id: 4, episodeNumber: 4)]
        let details = mapper.map(.mock(episodeNumber: 2), seasonEpisodes: season, imagesConfiguration: configuration)
        #expect(details.previousEpisode?.id == 1)
        #expect(details.nextEpisode == nil)
    }

    @Test("without the season's episodes there are no neighbours")
    func noSeason() {
        let details = mapper.map(.mock(episodeNumber: 2), imagesConfiguration: configuration)
        #expect(details.previousEpisode == nil)
        #expect(details.nextEpisode == nil)
    }
}
