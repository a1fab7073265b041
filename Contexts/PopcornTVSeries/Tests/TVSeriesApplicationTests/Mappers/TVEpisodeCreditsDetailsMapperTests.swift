import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVEpisodeCreditsDetailsMapper")
struct TVEpisodeCreditsDetailsMapperTests {
    let mapper = TVEpisodeCreditsDetailsMapper()
    let configuration = ImagesConfiguration.mock()

    @Test("the episode's series, season, episode numbers and TMDb id pass through")
    func passesTheEpisode() {
        let details = mapper.map(
            .mock(tvSeriesID: 87108, seasonNumber: 0, episodeNumber: 4), imagesConfiguration: configuration)

        #expect(details.tvSeriesID == 87108)
        #expect(details.seasonNumber == 0)
        #expect(details.episodeNumber == 4)
        #expect(details.episodeID == 62085)
        #expect(mapper.map(.mock(episodeID: nil), imagesConfiguration: configuration).episodeID == nil)
    }

    @Test("the regular cast is in billing order and the guest stars stay apart from it")
    func castInBillingOrder() {
        let details = mapper.map(.mock(), imagesConfiguration: configuration)

        #expect(details.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul"])
        #expect(details.cast.map(\.character) == ["Walter White", "Jesse Pinkman"])
        #expect(details.guestStars.map(\.name) == ["Max Arciniega"])
    }

    @Test("guest stars are in billing order too, those with equal orders kept in TMDb's order")
    func guestStarsInBillingOrder() {
        let stars = [
            CastMember(id: 3, creditID: "g3", name: "Third", character: "C", order: 500),
            CastMember(id: 1, creditID: "g1", name: "First", character: "A", order: 0),
            CastMember(id: 2, creditID: "g2", name: "Second", character: "B", order: 500),
        ]

        let details = mapper.map(.mock(guestStars: stars), imagesConfiguration: configuration)

        #expect(details.guestStars.map(\.creditID) == ["g1", "g3", "g2"])
    }

    @Test("every profile photo resolves with the profile sizes, and a missing one stays nil")
    func profilePhotos() throws {
        let details = mapper.map(.mock(), imagesConfiguration: configuration)

        let walter = try #require(details.cast.first?.profileURLSet)
        #expect(walter.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/bryan.jpg")
        #expect(walter.full.absoluteString == "https://image.tmdb.org/t/p/original/bryan.jpg")
        #expect(
            details.guestStars.first?.profileURLSet?.thumbnail.absoluteString
                == "https://image.tmdb.org/t/p/w185/max.jpg")
        #expect(
            details.crew.first?.profileURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/vince.jpg")
        #expect(details.crew.last?.profileURLSet == nil)
    }

    @Test("the crew keeps TMDb's order, with its directors, writers and departments worked out")
    func crew() {
        let details = mapper.map(.mock(), imagesConfiguration: configuration)

        #expect(details.crew.map(\.creditID) == ["d1", "w1"])
        #expect(details.directors.map(\.creditID) == ["d1"])
        #expect(details.writers.map(\.creditID) == ["w1"])
        #expect(details.crewByDepartment.map(\.department) == ["Directing", "Writing"])
    }

    @Test("credits with nobody map to empty lists")
    func empty() {
        let details = mapper.map(.mock(cast: [], guestStars: [], crew: []), imagesConfiguration: configuration)

        #expect(details.cast.isEmpty && details.guestStars.isEmpty && details.crew.isEmpty)
        #expect(details.directors.isEmpty && details.writers.isEmpty && details.crewByDepartment.isEmpty)
    }
}
