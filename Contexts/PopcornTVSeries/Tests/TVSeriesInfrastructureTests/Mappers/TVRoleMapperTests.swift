import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVRoleMapper")
struct TVRoleMapperTests {
    let mapper = TVRoleMapper()

    @Test("an entity maps to a role")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesRoleEntity.mock())
                == TVRole(creditID: "52542282760ee313280017f9", character: "Walter White", episodeCount: 62))
    }

    @Test("a role maps to an entity of its member at its position")
    func domainToEntity() {
        #expect(
            mapper.map(TVRole.mock(), tvSeriesID: 1396, memberPosition: 2, position: 1)
                == TVSeriesRoleEntity.mock(memberPosition: 2, position: 1))
    }

    @Test("updating in place overwrites the role and position and keeps the member")
    func updateInPlace() {
        var entity = TVSeriesRoleEntity.mock(memberPosition: 2)
        mapper.map(TVRole(creditID: "r2", character: "Heisenberg", episodeCount: 40), to: &entity, position: 1)
        #expect(
            entity
                == TVSeriesRoleEntity(
                    tvSeriesID: 1396, memberPosition: 2, position: 1, creditID: "r2", character: "Heisenberg",
                    episodeCount: 40))
    }
}
