import CoreDomain
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@Suite("Person")
struct PersonTests {
    @Test("only the id and name are required; every other field defaults to nil, and the gender to unknown")
    func defaults() {
        let person = Person(id: 1, name: "A")
        #expect(person.alsoKnownAs == nil)
        #expect(person.knownForDepartment == nil)
        #expect(person.biography == nil)
        #expect(person.birthday == nil)
        #expect(person.deathday == nil)
        #expect(person.gender == .unknown)
        #expect(person.placeOfBirth == nil)
        #expect(person.profilePath == nil)
        #expect(person.popularity == nil)
        #expect(person.imdbID == nil)
        #expect(person.homepageURL == nil)
    }

    @Test("the id identifies it")
    func identity() {
        #expect(Person.mock(id: 42).id == 42)
    }

    @Test("two values with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(Person.mock() == Person.mock())
        #expect(Person.mock(name: "A") != Person.mock(name: "B"))
        #expect(Person.mock(biography: nil) != Person.mock())
        #expect(Person.mock(profilePath: nil) != Person.mock())
    }
}
