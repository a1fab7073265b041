import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("AggregateCrewMemberDetailsMapper")
struct AggregateCrewMemberDetailsMapperTests {
    let mapper = AggregateCrewMemberDetailsMapper()

    @Test("every domain field reaches the details, with every job in order")
    func passesEveryField() {
        let writer = AggregateCrewMember.mock(
            department: "Writing",
            jobs: [
                .mock(creditID: "j1", job: "Writer", episodeCount: 13),
                .mock(creditID: "j2", job: "Creator", episodeCount: 62),
            ])
        let details = mapper.map(writer, imagesConfiguration: .mock())
        #expect(details.id == 66633)
        #expect(details.name == "Vince Gilligan")
        #expect(details.gender == .male)
        #expect(details.department == "Writing")
        #expect(details.totalEpisodeCount == 62)
        #expect(
            details.jobs == [
                TVJobDetails(creditID: "j1", job: "Writer", episodeCount: 13),
                TVJobDetails(creditID: "j2", job: "Creator", episodeCount: 62),
            ])
    }

    @Test("the profile photo resolves with the profile sizes")
    func profileSizes() throws {
        let profile = try #require(
            mapper.map(.mock(profilePath: URL(string: "/crew.jpg")), imagesConfiguration: .mock()).profileURLSet)
        #expect(profile.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/crew.jpg")
        #expect(profile.detail.absoluteString == "https://image.tmdb.org/t/p/original/crew.jpg")
    }

    @Test("no profile path gives no URL set")
    func noProfile() {
        #expect(mapper.map(.mock(profilePath: nil), imagesConfiguration: .mock()).profileURLSet == nil)
    }
}
