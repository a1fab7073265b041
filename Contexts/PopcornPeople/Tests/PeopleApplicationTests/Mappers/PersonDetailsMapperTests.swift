import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import Testing

@testable import PeopleApplication

@Suite("PersonDetailsMapper")
struct PersonDetailsMapperTests {
    let mapper = PersonDetailsMapper()

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let person = Person.mock()
        let details = mapper.map(person, imagesConfiguration: .mock())
        #expect(details.id == 287)
        #expect(details.name == "Brad Pitt")
        #expect(details.alsoKnownAs == ["William Bradley Pitt"])
        #expect(details.knownForDepartment == "Acting")
        #expect(details.biography == person.biography)
        #expect(details.birthday == person.birthday)
        #expect(details.deathday == nil)
        #expect(details.gender == .male)
        #expect(details.placeOfBirth == "Shawnee, Oklahoma, USA")
        #expect(details.popularity == 21.5)
        #expect(details.imdbID == "nm0000093")
        #expect(details.homepageURL == URL(string: "https://example.com/brad"))
    }

    @Test("a deathday carries over")
    func deathday() {
        let person = Person(id: 1, name: "A", deathday: .mock(year: 2020))
        #expect(mapper.map(person, imagesConfiguration: .mock()).deathday == .mock(year: 2020))
    }

    @Test("the profile photo resolves with the profile sizes, not the poster ones")
    func profileSizes() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        let profile = try #require(details.profileURLSet)
        #expect(profile == .mock(path: "/profile.jpg", kind: .profile))
        #expect(profile.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/profile.jpg")
        #expect(profile.card.absoluteString == "https://image.tmdb.org/t/p/original/profile.jpg")
        #expect(profile.full.absoluteString == "https://image.tmdb.org/t/p/original/profile.jpg")
    }

    @Test("no profile path gives no URL set")
    func noProfile() {
        #expect(mapper.map(.mock(profilePath: nil), imagesConfiguration: .mock()).profileURLSet == nil)
    }
}
