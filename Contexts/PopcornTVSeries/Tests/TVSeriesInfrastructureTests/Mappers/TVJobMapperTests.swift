import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVJobMapper")
struct TVJobMapperTests {
    let mapper = TVJobMapper()

    @Test("an entity maps to a job")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesJobEntity.mock())
                == TVJob(creditID: "52542287760ee31328001af1", job: "Executive Producer", episodeCount: 62))
    }

    @Test("a job maps to an entity of its member at its position")
    func domainToEntity() {
        #expect(
            mapper.map(TVJob.mock(), tvSeriesID: 1396, memberPosition: 3, position: 0)
                == TVSeriesJobEntity.mock(memberPosition: 3, position: 0))
    }

    @Test("updating in place overwrites the job and position and keeps the member")
    func updateInPlace() {
        var entity = TVSeriesJobEntity.mock(memberPosition: 3)
        mapper.map(TVJob(creditID: "j2", job: "Creator", episodeCount: 1), to: &entity, position: 1)
        #expect(
            entity
                == TVSeriesJobEntity(
                    tvSeriesID: 1396, memberPosition: 3, position: 1, creditID: "j2", job: "Creator", episodeCount: 1))
    }
}
