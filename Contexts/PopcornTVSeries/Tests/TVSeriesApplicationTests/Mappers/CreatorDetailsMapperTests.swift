import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("CreatorDetailsMapper")
struct CreatorDetailsMapperTests {
    let mapper = CreatorDetailsMapper()

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let details = mapper.map(.mock(creditID: "52542282760ee313280017f9"), imagesConfiguration: .mock())
        #expect(details.id == 66633)
        #expect(details.creditID == "52542282760ee313280017f9")
        #expect(details.name == "Vince Gilligan")
        #expect(details.originalName == "Vince Gilligan")
        #expect(details.gender == .male)
    }

    @Test("the profile photo resolves with the profile sizes")
    func profileSizes() throws {
        let profile = try #require(
            mapper.map(.mock(profilePath: URL(string: "/creator.jpg")), imagesConfiguration: .mock()).profileURLSet)
        #expect(profile.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/creator.jpg")
        #expect(profile.card.absoluteString == "https://image.tmdb.org/t/p/original/creator.jpg")
    }

    @Test("no profile path gives no URL set")
    func noProfile() {
        #expect(mapper.map(.mock(profilePath: nil), imagesConfiguration: .mock()).profileURLSet == nil)
    }
}
