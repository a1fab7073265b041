import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonDetails")
struct PersonDetailsTests {
    let details = PersonDetailsMapper().map(
        PersonBundle.mock(person: .mock(deathday: nil)), imagesConfiguration: .mock(),
        today: .mockDay(year: 2025, month: 6, day: 1))

    @Test("a fully populated document survives a JSON round trip")
    func jsonRoundTrip() throws {
        let data = try JSONEncoder().encode(details)
        #expect(try JSONDecoder().decode(PersonDetails.self, from: data) == details)
    }

    @Test("the JSON keys are the property names, and the gender encodes as TMDb's integer")
    func jsonKeys() throws {
        let data = try JSONEncoder().encode(details)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in [
            "id", "name", "alsoKnownAs", "knownForDepartment", "biography", "birthday", "gender", "placeOfBirth",
            "profileURLSet", "popularity", "imdbID", "homepageURL", "knownFor", "photos",
        ] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["profilePath"] == nil)
        #expect(object["gender"] as? Int == 2)
    }

    @Test("the age is stored under its Swift name, so --json carries it")
    func jsonAge() throws {
        let data = try JSONEncoder().encode(details)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["age"] as? Int == 61)
    }

    @Test(
        "Ages count whole years, the birthday itself included",
        arguments: [
            ((1963, 12, 18), (2025, 12, 17), 61),
            ((1963, 12, 18), (2025, 12, 18), 62),
            ((1963, 12, 18), (2026, 1, 1), 62),
            ((2000, 2, 29), (2001, 2, 28), 0),
            ((2000, 2, 29), (2001, 3, 1), 1),
        ])
    func ageOn(birth: (Int, Int, Int), date: (Int, Int, Int), age: Int) {
        let person = PersonDetails(id: 1, name: "A", birthday: .mockDay(year: birth.0, month: birth.1, day: birth.2))
        #expect(person.age(on: .mockDay(year: date.0, month: date.1, day: date.2)) == age)
    }

    @Test("Any time of the day counts as that GMT day")
    func timeOfDay() {
        let person = PersonDetails(id: 1, name: "A", birthday: .mockDay(year: 1963, month: 12, day: 18))
        let lastSecond = Date.mockDay(year: 2025, month: 12, day: 17).addingTimeInterval(86_399)
        #expect(person.age(on: lastSecond) == 61)
        #expect(person.age(on: lastSecond.addingTimeInterval(1)) == 62)
    }

    @Test("A date before the birth has no age, and neither has an unknown birthday")
    func noAge() {
        let person = PersonDetails(id: 1, name: "A", birthday: .mockDay(year: 1963, month: 12, day: 18))
        #expect(person.age(on: .mockDay(year: 1960)) == nil)
        #expect(PersonDetails(id: 1, name: "A").age(on: .mockDay(year: 2025)) == nil)
    }

    @Test("After death the age stays the age at death")
    func afterDeath() {
        let person = PersonDetails(
            id: 3084, name: "Marlon Brando", birthday: .mockDay(year: 1924, month: 4, day: 3),
            deathday: .mockDay(year: 2004, month: 7, day: 1))
        #expect(person.age(on: .mockDay(year: 2004, month: 4, day: 2)) == 79)
        #expect(person.age(on: .mockDay(year: 2025)) == 80)
    }
}
