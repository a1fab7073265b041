import CoreDomain
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVSeriesPreviewMapper")
struct TVSeriesPreviewMapperTests {
    let mapper = TVSeriesPreviewMapper()

    @Test("an entity maps to a preview with every field")
    func entityToDomain() {
        #expect(mapper.map(TVSeriesPreviewEntity.mock()) == TVSeriesPreview.mock())
    }

    @Test("a preview maps to an entity of its page at its position")
    func domainToEntity() {
        #expect(
            mapper.map(TVSeriesPreview.mock(), pageKey: "tv:popular:page:1", position: 3)
                == TVSeriesPreviewEntity.mock(position: 3))
    }

    @Test("updating in place overwrites every field and the position and keeps the page")
    func updateInPlace() {
        var entity = TVSeriesPreviewEntity.mock(pageKey: "k")
        let preview = TVSeriesPreview(id: 60_059, name: "Better Call Saul")

        mapper.map(preview, to: &entity, position: 1)

        #expect(
            entity == TVSeriesPreviewEntity(pageKey: "k", position: 1, tvSeriesID: 60_059, name: "Better Call Saul"))
        #expect(mapper.map(entity) == preview)
    }
}
