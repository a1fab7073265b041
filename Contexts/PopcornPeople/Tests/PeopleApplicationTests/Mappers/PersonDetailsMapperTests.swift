import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonDetailsMapper")
struct PersonDetailsMapperTests {
    let mapper = PersonDetailsMapper()
    let today = Date.mockDay(year: 2025, month: 6, day: 1)

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let person = Person.mock(
            alsoKnownAs: ["William Bradley Pitt"], deathday: nil, popularity: 21.5,
            homepageURL: URL(string: "https://example.com/brad"))
        let details = mapper.map(PersonBundle(person: person), imagesConfiguration: .mock(), today: today)
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
        let person = Person(id: 1, name: "A", deathday: .mockDay(year: 2020))
        #expect(
            mapper.map(PersonBundle(person: person), imagesConfiguration: .mock(), today: today).deathday
                == .mockDay(year: 2020))
    }

    @Test("the profile photo resolves with the profile sizes, not the poster ones")
    func profileSizes() throws {
        let details = mapper.map(
            PersonBundle(person: .mock(profilePath: URL(string: "/profile.jpg"))), imagesConfiguration: .mock(),
            today: today)
        let profile = try #require(details.profileURLSet)
        #expect(profile == .mock(path: "/profile.jpg", kind: .profile))
        #expect(profile.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/profile.jpg")
        #expect(profile.card.absoluteString == "https://image.tmdb.org/t/p/original/profile.jpg")
        #expect(profile.full.absoluteString == "https://image.tmdb.org/t/p/original/profile.jpg")
    }

    @Test("no profile path gives no URL set")
    func noProfile() {
        #expect(
            mapper.map(PersonBundle(person: .mock(profilePath: nil)), imagesConfiguration: .mock(), today: today)
                .profileURLSet == nil)
    }

    @Test("a living person's age is counted to today")
    func livingAge() {
        #expect(
            mapper.map(PersonBundle(person: .mock(deathday: nil)), imagesConfiguration: .mock(), today: today).age == 61
        )
        #expect(
            mapper.map(
                PersonBundle(person: .mock(deathday: nil)), imagesConfiguration: .mock(),
                today: .mockDay(year: 2025, month: 12, day: 18)
            ).age == 62)
    }

    @Test("someone who has died is given their age at death, whatever today is")
    func ageAtDeath() {
        let person = Person(
            id: 3084, name: "Marlon Brando", birthday: .mockDay(year: 1924, month: 4, day: 3),
            deathday: .mockDay(year: 2004, month: 7, day: 1))
        #expect(mapper.map(PersonBundle(person: person), imagesConfiguration: .mock(), today: today).age == 80)
        #expect(
            mapper.map(PersonBundle(person: person), imagesConfiguration: .mock(), today: .mockDay(year: 2000)).age
                == 80)
    }

    @Test("without a birthday there is no age")
    func noBirthday() {
        let person = Person(id: 1, name: "A", deathday: .mockDay(year: 2020))
        #expect(mapper.map(PersonBundle(person: person), imagesConfiguration: .mock(), today: today).age == nil)
    }

    @Test("what the person is known for comes from their credits: their department's titles, most popular first")
    func knownFor() {
        let details = mapper.map(.mock(), imagesConfiguration: .mock(), today: today)
        #expect(details.knownFor?.map(\.title) == ["Fight Club", "Se7en"])
        #expect(details.knownFor?.first?.posterURLSet == .mock(path: "/poster.jpg", kind: .poster))

        let director = mapper.map(
            .mock(person: .mock(knownForDepartment: "Directing")), imagesConfiguration: .mock(), today: today)
        #expect(director.knownFor?.map(\.title) == ["Breaking Bad"])
    }

    @Test("every title they are credited on comes along, as the credits command lists them, under their name")
    func credits() throws {
        let bundle = PersonBundle.mock()
        let details = mapper.map(bundle, imagesConfiguration: .mock(), today: today)
        let credits = try #require(bundle.combinedCredits)
        #expect(
            details.credits
                == PersonCreditsDetailsMapper().map(credits, name: "Brad Pitt", imagesConfiguration: .mock()))
        #expect(details.credits?.titles.isEmpty == false)
    }

    @Test("at most five titles are listed as what the person is known for")
    func knownForLimit() {
        let cast = (1...8).map {
            PersonCredit.mock(creditID: "c\($0)", titleID: $0, title: "T\($0)", popularity: Double($0))
        }
        let details = mapper.map(
            .mock(combinedCredits: PersonCredits(id: 287, cast: cast, crew: [])), imagesConfiguration: .mock(),
            today: today)
        #expect(details.knownFor?.map(\.title) == ["T8", "T7", "T6", "T5", "T4"])
        #expect(PersonDetails.knownForLimit == 5)
    }

    @Test("photos resolve at the profile sizes, in TMDb's order, with their language, size and votes")
    func photos() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock(), today: today)
        let photos = try #require(details.photos)
        #expect(
            photos.map(\.urlSet) == [
                .mock(path: "/face-1.jpg", kind: .profile), .mock(path: "/face-2.jpg", kind: .profile),
            ])
        #expect(photos[0].width == 1000)
        #expect(photos[0].height == 1500)
        #expect(photos[0].languageCode == nil)
        #expect(photos[0].voteAverage == 5.3)
        #expect(photos[1].languageCode == "en")
        #expect(photos[1].voteCount == nil)
    }

    @Test("unknown credits and photos stay nil, while known empty ones are empty")
    func unknownVersusEmpty() {
        let unknown = mapper.map(PersonBundle(person: .mock()), imagesConfiguration: .mock(), today: today)
        #expect(unknown.knownFor == nil)
        #expect(unknown.credits == nil)
        #expect(unknown.photos == nil)

        let empty = mapper.map(
            .mock(combinedCredits: PersonCredits(id: 287, cast: [], crew: []), images: ImageCollection(id: 287)),
            imagesConfiguration: .mock(), today: today)
        #expect(empty.knownFor == [])
        #expect(empty.credits?.titles == [])
        #expect(empty.photos == [])
    }
}
