import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("AggregateCrewMemberMapper")
struct AggregateCrewMemberMapperTests {
    let mapper = AggregateCrewMemberMapper()

    @Test("an entity maps to a member with every field and its jobs in order")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesAggregateCrewMemberEntity.mock())
                == AggregateCrewMember(
                    id: 66_633,
                    name: "Vince Gilligan",
                    gender: .male,
                    profilePath: URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg"),
                    department: "Production",
                    jobs: [.mock(), .mock(creditID: "j2", job: "Creator")],
                    totalEpisodeCount: 62
                ))
    }

    @Test("a member maps to an entity of its series at its position, its jobs pointing at it")
    func domainToEntity() {
        let entity = mapper.map(AggregateCrewMember.mock(), tvSeriesID: 1396, position: 2)
        #expect(
            entity
                == TVSeriesAggregateCrewMemberEntity.mock(
                    position: 2,
                    jobs: [
                        .mock(memberPosition: 2, position: 0, creditID: "j1"),
                        .mock(memberPosition: 2, position: 1, creditID: "j2", job: "Creator"),
                    ]
                ))
    }

    @Test("updating in place overwrites the member, its position and jobs, and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesAggregateCrewMemberEntity.mock()
        let member = AggregateCrewMember(
            id: 1_223_202, name: "Dave Porter", department: "Sound",
            jobs: [.mock(creditID: "j3", job: "Original Music Composer")], totalEpisodeCount: 61)

        mapper.map(member, to: &entity, position: 1)

        #expect(entity.tvSeriesID == 1396)
        #expect(entity.position == 1)
        #expect(entity.department == "Sound")
        #expect(entity.jobs?.map(\.memberPosition) == [1])
        #expect(mapper.map(entity) == member)
    }
}
