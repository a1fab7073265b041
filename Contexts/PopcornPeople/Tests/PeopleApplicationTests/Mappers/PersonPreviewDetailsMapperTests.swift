import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonPreviewDetailsMapper")
struct PersonPreviewDetailsMapperTests {
    let mapper = PersonPreviewDetailsMapper()

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let details = mapper.map(
            .mock(popularity: 21.5, knownForTitles: ["Fight Club", "Se7en"]), imagesConfiguration: .mock())
        #expect(details.id == 287)
        #expect(details.name == "Brad Pitt")
        #expect(details.knownForDepartment == "Acting")
        #expect(details.gender == .male)
        #expect(details.popularity == 21.5)
        #expect(details.knownForTitles == ["Fight Club", "Se7en"])
    }

    @Test("the profile photo resolves with the profile sizes")
    func profileSizes() {
        let details = mapper.map(.mock(profilePath: URL(string: "/profile.jpg")), imagesConfiguration: .mock())
        #expect(details.profileURLSet == .mock(path: "/profile.jpg", kind: .profile))
        #expect(details.profileURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/original/profile.jpg")
    }

    @Test("no profile path gives no URL set")
    func noProfile() {
        #expect(mapper.map(.mock(profilePath: nil), imagesConfiguration: .mock()).profileURLSet == nil)
    }
}
