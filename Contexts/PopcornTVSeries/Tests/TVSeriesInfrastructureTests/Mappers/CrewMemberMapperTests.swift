import CoreDomain
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesInfrastructure

@Suite("CrewMemberMapper")
struct CrewMemberMapperTests {
    let mapper = CrewMemberMapper()

    @Test("an entity maps to a crew member, the person id becoming the member's id")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesCrewMemberEntity.mock())
                == CrewMember(
                    id: 66_633,
                    creditID: "52542287760ee31328001af1",
                    name: "Vince Gilligan",
                    job: "Director",
                    department: "Directing",
                    gender: .male,
                    profilePath: URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg")
                ))
    }

    @Test("a crew member maps to an entity of its series at its position")
    func domainToEntity() {
        #expect(
            mapper.map(CrewMember.mock(), tvSeriesID: 1396, position: 5)
                == TVSeriesCrewMemberEntity.mock(tvSeriesID: 1396, position: 5))
    }

    @Test("updating in place overwrites the member and position and keeps its series")
    func updateInPlace() {
        var entity = TVSeriesCrewMemberEntity.mock(tvSeriesID: 1396, position: 0)
        let member = CrewMember.mock(
            id: 1_223_202, creditID: "w", name: "Dave Porter", job: "Original Music Composer", department: "Sound",
            gender: .unknown, profilePath: nil)

        mapper.map(member, to: &entity, position: 1)

        #expect(
            entity
                == TVSeriesCrewMemberEntity(
                    tvSeriesID: 1396, position: 1, personID: 1_223_202, creditID: "w", name: "Dave Porter",
                    job: "Original Music Composer", department: "Sound", gender: 0, profilePath: nil))
        #expect(mapper.map(entity) == member)
    }

    @Test("each gender is stored as TMDb's integer and read back", arguments: Gender.allCases)
    func genderRoundTrip(gender: Gender) {
        let entity = mapper.map(CrewMember.mock(gender: gender), tvSeriesID: 1396, position: 0)
        #expect(entity.gender == gender.rawValue)
        #expect(mapper.map(entity).gender == gender)
    }

    @Test("a stored gender integer this version does not know reads as unknown")
    func unrecognisedGender() {
        #expect(mapper.map(TVSeriesCrewMemberEntity.mock(gender: -1)).gender == .unknown)
    }
}
