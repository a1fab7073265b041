import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("AggregateCastMemberDetailsMapper")
struct AggregateCastMemberDetailsMapperTests {
    let mapper = AggregateCastMemberDetailsMapper()

    @Test("every domain field reaches the details, with every role in order")
    func passesEveryField() {
        let details = mapper.map(.mock(order: 3), imagesConfiguration: .mock())
        #expect(details.id == 17419)
        #expect(details.name == "Bryan Cranston")
        #expect(details.gender == .male)
        #expect(details.totalEpisodeCount == 62)
        #expect(details.order == 3)
        #expect(
            details.roles == [
                TVRoleDetails(creditID: "r1", character: "Walter White", episodeCount: 62),
                TVRoleDetails(creditID: "r2", character: "Heisenberg", episodeCount: 40),
            ])
    }

    @Test("the profile photo resolves with the profile sizes")
    func profileSizes() throws {
        let profile = try #require(
            mapper.map(.mock(profilePath: URL(string: "/cast.jpg")), imagesConfiguration: .mock()).profileURLSet)
        #expect(profile.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/cast.jpg")
        #expect(profile.card.absoluteString == "https://image.tmdb.org/t/p/original/cast.jpg")
    }

    @Test("no profile path gives no URL set")
    func noProfile() {
        #expect(mapper.map(.mock(profilePath: nil), imagesConfiguration: .mock()).profileURLSet == nil)
    }
}
