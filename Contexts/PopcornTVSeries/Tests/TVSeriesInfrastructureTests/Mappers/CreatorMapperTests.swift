import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("CreatorMapper")
struct CreatorMapperTests {
    let mapper = CreatorMapper()

    @Test("an entity maps to a creator, the person id becoming the creator's id")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesCreatorEntity.mock())
                == Creator(
                    id: 66_633,
                    creditID: "52542286760ee31328001a7b",
                    name: "Vince Gilligan",
                    originalName: "Vince Gilligan",
                    gender: .male,
                    profilePath: URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg")
                ))
    }

    @Test("a creator maps to an entity of its series at its position")
    func domainToEntity() {
        #expect(mapper.map(Creator.mock(), tvSeriesID: 1396, position: 1) == TVSeriesCreatorEntity.mock(position: 1))
    }

    @Test("updating in place overwrites the creator and position and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesCreatorEntity.mock()
        let creator = Creator(
            id: 7, creditID: "x", name: "Peter Gould", originalName: "Peter Gould", gender: .unknown, profilePath: nil)

        mapper.map(creator, to: &entity, position: 3)

        #expect(
            entity
                == TVSeriesCreatorEntity(
                    tvSeriesID: 1396, position: 3, personID: 7, creditID: "x", name: "Peter Gould",
                    originalName: "Peter Gould", gender: 0, profilePath: nil))
        #expect(mapper.map(entity) == creator)
    }

    @Test("each gender is stored as TMDb's integer and read back", arguments: Gender.allCases)
    func genderRoundTrip(gender: Gender) {
        let entity = mapper.map(Creator.mock(gender: gender), tvSeriesID: 1396, position: 0)
        #expect(entity.gender == gender.rawValue)
        #expect(mapper.map(entity).gender == gender)
    }
}
