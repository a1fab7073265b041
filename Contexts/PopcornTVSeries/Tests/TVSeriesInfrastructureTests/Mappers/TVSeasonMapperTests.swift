import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVSeasonMapper")
struct TVSeasonMapperTests {
    let mapper = TVSeasonMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to a season with every field and its episodes in order")
    func entityToDomain() {
        let season = mapper.map(TVSeriesSeasonEntity.mock())

        #expect(season.id == 3572)
        #expect(season.name == "Season 1")
        #expect(season.seasonNumber == 1)
        #expect(season.overview == "High school chemistry teacher Walter White's life is suddenly transformed.")
        #expect(season.airDate == Date(timeIntervalSince1970: 1_200_787_200))
        #expect(season.posterPath == URL(string: "/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg"))
        #expect(season.voteAverage == 8.3)
        #expect(season.episodeCount == 7)
        #expect(season.episodes?.map(\.name) == ["Pilot", "Cat's in the Bag..."])
        #expect(season.episodes?.first?.guestStars?.map(\.name) == ["Brad Pitt", "Aaron Paul"])
    }

    @Test("a season maps to an entity under its cache key, with the series, positions, language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(TVSeason.mock(), tvSeriesID: 1396, language: "fr-FR", cachedAt: cachedAt)

        #expect(entity.seasonKey == "tv:1396:season:1")
        #expect(entity.tvSeriesID == 1396)
        #expect(entity.seasonNumber == 1)
        #expect(entity.seasonID == 3572)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.episodes?.map(\.position) == [0, 1, 2])
        #expect(entity.episodes?.allSatisfy { $0.seasonKey == "tv:1396:season:1" } == true)
        #expect(entity.episodes?.map(\.episodeKey).first == "tv:1396:season:1:episode:1")
        #expect(entity.episodes?.allSatisfy { $0.tvSeriesID == 1396 && $0.language == "fr-FR" } == true)
        #expect(entity.episodes?.allSatisfy { $0.cachedAt == cachedAt } == true)
    }

    @Test("a season survives the trip to an entity and back unchanged")
    func roundTrip() {
        let entity = mapper.map(TVSeason.mock(), tvSeriesID: 1396, language: "en-US", cachedAt: cachedAt)
        #expect(mapper.map(entity) == TVSeason.mock())
    }

    @Test("updating in place overwrites every field and episode, keeps the key and refreshes cachedAt")
    func updateInPlace() {
        var entity = TVSeriesSeasonEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let season = TVSeason.mock(name: "Season One", overview: nil, episodes: [.mock(id: 9, name: "Only")])

        mapper.map(season, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.seasonKey == "tv:1396:season:1")
        #expect(entity.tvSeriesID == 1396)
        #expect(entity.name == "Season One")
        #expect(entity.overview == nil)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.episodes?.map(\.episodeID) == [9])
        #expect(mapper.map(entity) == season)
    }
}
