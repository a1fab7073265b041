import CoreDomain
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesInfrastructure

@Suite("CastMemberMapper")
struct CastMemberMapperTests {
    let mapper = CastMemberMapper()

    @Test("an entity maps to a cast member, the person id becoming the member's id")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesCastMemberEntity.mock())
                == CastMember(
                    id: 17_419,
                    castID: 3,
                    creditID: "52542282760ee313280017f9",
                    name: "Bryan Cranston",
                    character: "Walter White",
                    gender: .male,
                    profilePath: URL(string: "/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg"),
                    order: 0
                ))
    }

    @Test("a cast member maps to an entity of its series at its position")
    func domainToEntity() {
        #expect(
            mapper.map(CastMember.mock(), tvSeriesID: 1396, position: 3)
                == TVSeriesCastMemberEntity.mock(tvSeriesID: 1396, position: 3))
    }

    @Test("updating in place overwrites the member and position and keeps its series")
    func updateInPlace() {
        var entity = TVSeriesCastMemberEntity.mock(tvSeriesID: 1396, position: 0)
        let member = CastMember.mock(
            id: 84_497, castID: nil, creditID: "c", name: "Aaron Paul", character: "Jesse Pinkman", gender: .other,
            profilePath: nil, order: 1)

        mapper.map(member, to: &entity, position: 1)

        #expect(
            entity
                == TVSeriesCastMemberEntity(
                    tvSeriesID: 1396, position: 1, personID: 84_497, castID: nil, creditID: "c", name: "Aaron Paul",
                    character: "Jesse Pinkman", gender: 3, profilePath: nil, order: 1))
        #expect(mapper.map(entity) == member)
    }

    @Test("each gender is stored as TMDb's integer and read back", arguments: Gender.allCases)
    func genderRoundTrip(gender: Gender) {
        let entity = mapper.map(CastMember.mock(gender: gender), tvSeriesID: 1396, position: 0)
        #expect(entity.gender == gender.rawValue)
        #expect(mapper.map(entity).gender == gender)
    }

    @Test("a stored gender integer this version does not know reads as unknown")
    func unrecognisedGender() {
        #expect(mapper.map(TVSeriesCastMemberEntity.mock(gender: 9)).gender == .unknown)
    }
}
