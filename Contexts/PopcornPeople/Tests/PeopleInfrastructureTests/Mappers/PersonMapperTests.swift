import CoreDomain
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleInfrastructure

@Suite("PersonMapper")
struct PersonMapperTests {
    let mapper = PersonMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to a person with all 13 fields")
    func entityToDomain() {
        #expect(
            mapper.map(PeoplePersonEntity.mock())
                == Person(
                    id: 287,
                    name: "Brad Pitt",
                    alsoKnownAs: ["William Bradley Pitt", "布拉德·皮特"],
                    knownForDepartment: "Acting",
                    biography: "William Bradley Pitt is an American actor and film producer.",
                    birthday: Date(timeIntervalSince1970: -190_598_400),
                    deathday: Date(timeIntervalSince1970: 4_102_444_800),
                    gender: .male,
                    placeOfBirth: "Shawnee, Oklahoma, USA",
                    profilePath: URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"),
                    popularity: 10.5,
                    imdbID: "nm0000093",
                    homepageURL: URL(string: "https://www.bradpitt.example/")
                ))
    }

    @Test("a person maps to an entity with raw values, the language and cachedAt")
    func domainToEntity() {
        #expect(
            mapper.map(Person.mock(), language: "fr-FR", cachedAt: cachedAt)
                == PeoplePersonEntity.mock(language: "fr-FR", cachedAt: cachedAt))
    }

    @Test("updating in place overwrites every field but the id, clearing absent ones, and refreshes cachedAt")
    func updateInPlace() {
        var entity = PeoplePersonEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let person = Person(id: 287, name: "Bradley Pitt", gender: .other)

        mapper.map(person, to: &entity, language: "de-DE", cachedAt: later)

        #expect(
            entity
                == PeoplePersonEntity(
                    personID: 287, name: "Bradley Pitt", gender: 3, language: "de-DE", cachedAt: later))
        #expect(mapper.map(entity) == person)
    }

    @Test("each gender is stored as TMDb's integer and read back", arguments: Gender.allCases)
    func genderRoundTrip(gender: Gender) {
        let entity = mapper.map(Person.mock(gender: gender), language: "en-US", cachedAt: cachedAt)
        #expect(entity.gender == gender.rawValue)
        #expect(mapper.map(entity).gender == gender)
    }

    @Test("a stored gender integer this version does not know reads as unknown")
    func unrecognisedGender() {
        #expect(mapper.map(PeoplePersonEntity.mock(gender: 9)).gender == .unknown)
    }
}
