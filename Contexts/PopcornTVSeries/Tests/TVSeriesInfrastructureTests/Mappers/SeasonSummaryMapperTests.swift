import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("SeasonSummaryMapper")
struct SeasonSummaryMapperTests {
    let mapper = SeasonSummaryMapper()

    @Test("an entity maps to a season summary with its episode count and no episodes")
    func entityToDomain() {
        #expect(mapper.map(TVSeriesSeasonSummaryEntity.mock()) == TVSeason.summaryMock())
    }

    @Test("a season summary maps to an entity of its series at its position")
    func domainToEntity() {
        #expect(
            mapper.map(TVSeason.summaryMock(), tvSeriesID: 1396, position: 1)
                == TVSeriesSeasonSummaryEntity.mock(position: 1))
    }

    @Test("updating in place overwrites every field and the position and keeps the series")
    func updateInPlace() {
        var entity = TVSeriesSeasonSummaryEntity.mock()
        let season = TVSeason(id: 3577, name: "Specials", seasonNumber: 0)

        mapper.map(season, to: &entity, position: 0)

        #expect(
            entity
                == TVSeriesSeasonSummaryEntity(
                    tvSeriesID: 1396, position: 0, seasonID: 3577, name: "Specials", seasonNumber: 0))
        #expect(mapper.map(entity) == season)
    }
}
