import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVSeriesPreviewMapper")
struct TVSeriesPreviewMapperTests {
    let mapper = TVSeriesPreviewMapper()

    @Test("an entity maps to a preview with every field")
    func entityToDomain() {
        #expect(mapper.map(TVSeriesPreviewEntity.mock()) == TVSeriesPreview.mock())
    }

    @Test("a preview maps to an entity with every field")
    func domainToEntity() {
        #expect(mapper.map(TVSeriesPreview.mock()) == TVSeriesPreviewEntity.mock())
    }

    @Test("absent fields stay absent through the round trip")
    func roundTripKeepsAbsentFields() {
        let preview = TVSeriesPreview(id: 60_059, name: "Better Call Saul")

        let entity = mapper.map(preview)

        #expect(entity == TVSeriesPreviewEntity(tvSeriesID: 60_059, name: "Better Call Saul"))
        #expect(mapper.map(entity) == preview)
    }
}
