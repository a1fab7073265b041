import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import Testing

@testable import PeopleApplication

@Suite("PersonDetailsMapper")
struct PersonDetailsMapperTests {
    let mapper = PersonDetailsMapper()
    let today = Date.mock(year: 2025, month: 6, day: 1)

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let person = Person.mock()
        let details = mapper.map(person, imagesConfiguration: .mock(), today: today)
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
        #expect(mapper.map(person, imagesConfiguration: .mock(), today: today).deathday == .mock(year: 2020))
    }

    @Test("the profile photo resolves with the profile sizes, not the poster ones")
    func profileSizes() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock(), today: today)
        let profile = try #require(details.profileURLSet)
        #expect(profile == .mock(path: "/profile.jpg", kind: .profile))
        #expect(profile.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/profile.jpg")
        #expect(profile.card.absoluteString == "https://image.tmdb.org/t/p/original/profile.jpg")
        #expect(profile.full.absoluteString == "https://image.tmdb.org/t/p/original/profile.jpg")
    }

    @Test("no profile path gives no URL set")
    func noProfile() {
        #expect(mapper.map(.mock(profilePath: nil), imagesConfiguration: .mock(), today: today).profileURLSet == nil)
    }

    @Test("a living person's age is counted to today")
    func livingAge() {
        #expect(mapper.map(.mock(), imagesConfiguration: .mock(), today: today).age == 61)
        #expect(
            mapper.map(.mock(), imagesConfiguration: .mock(), today: .mock(year: 2025, month: 12, day: 18)).age == 62)
    }

    @Test("someone who has died is given their age at death, whatever today is")
    func ageAtDeath() {
        let person = Person(
            id: 3084, name: "Marlon Brando", birthday: .mock(year: 1924, month: 4, day: 3),
            deathday: .mock(year: 2004, month: 7, day: 1))
        #expect(mapper.map(person, imagesConfiguration: .mock(), today: today).age == 80)
        #expect(mapper.map(person, imagesConfiguration: .mock(), today: .mock(year: 2000)).age == 80)
    }

    @Test("without a birthday there is no age")
    func noBirthday() {
        let person = Person(id: 1, name: "A", deathday: .mock(year: 2020))
        #expect(mapper.map(person, imagesConfiguration: .mock(), today: today).age == nil)
    }
}
