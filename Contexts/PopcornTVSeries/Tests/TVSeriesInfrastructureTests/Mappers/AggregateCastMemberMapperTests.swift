import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("AggregateCastMemberMapper")
struct AggregateCastMemberMapperTests {
    let mapper = AggregateCastMemberMapper()

    @Test("an entity maps to a member with every field and its roles in order")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesAggregateCastMemberEntity.mock())
                == AggregateCastMember(
                    id: 17_419,
                    name: "Bryan Cranston",
                    gender: .male,
                    profilePath: URL(string: "/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg"),
                    roles: [.mock(), .mock(creditID: "r2", character: "Heisenberg", episodeCount: 40)],
                    totalEpisodeCount: 62,
                    order: 0
                ))
    }

    @Test("a member maps to an entity of its series at its position, its roles pointing at it")
    func domainToEntity() {
        let entity = mapper.map(AggregateCastMember.mock(), tvSeriesID: 1396, position: 3)
        #expect(
            entity
                == TVSeriesAggregateCastMemberEntity.mock(
                    position: 3,
                    roles: [
                        .mock(memberPosition: 3, position: 0, creditID: "r1"),
                        .mock(
                            memberPosition: 3, position: 1, creditID: "r2", character: "Heisenberg", episodeCount: 40),
                    ]
                ))
    }

    @Test("updating in place overwrites the member, its position and roles, and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesAggregateCastMemberEntity.mock()
        let member = AggregateCastMember(
            id: 84_497, name: "Aaron Paul", roles: [.mock(creditID: "r3", character: "Jesse Pinkman")],
            totalEpisodeCount: 62, order: 1)

        mapper.map(member, to: &entity, position: 1)

        #expect(entity.tvSeriesID == 1396)
        #expect(entity.position == 1)
        #expect(entity.gender == 0)
        #expect(entity.profilePath == nil)
        #expect(entity.roles?.map(\.memberPosition) == [1])
        #expect(mapper.map(entity) == member)
    }

    @Test("each gender is stored as TMDb's integer and read back", arguments: Gender.allCases)
    func genderRoundTrip(gender: Gender) {
        let entity = mapper.map(AggregateCastMember.mock(gender: gender), tvSeriesID: 1396, position: 0)
        #expect(entity.gender == gender.rawValue)
        #expect(mapper.map(entity).gender == gender)
    }
}
