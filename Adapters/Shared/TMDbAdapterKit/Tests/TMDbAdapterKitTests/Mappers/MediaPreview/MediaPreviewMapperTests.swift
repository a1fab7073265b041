import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import Testing

@Suite("MediaPreviewMapper")
struct MediaPreviewMapperTests {
    let mapper = MediaPreviewMapper()

    @Test("a multi-search movie row becomes a movie preview, every field mapped")
    func mapsMovieRow() throws {
        #expect(mapper.map(try SearchPage.multiRow(0)) == .movie(try ExpectedPreview.fightClub()))
    }

    @Test("a multi-search series row becomes a series preview, every field mapped")
    func mapsSeriesRow() throws {
        #expect(mapper.map(try SearchPage.multiRow(1)) == .tvSeries(try ExpectedPreview.breakingBad()))
    }

    @Test("a multi-search person row becomes a person preview with their known-for titles")
    func mapsPersonRow() throws {
        #expect(mapper.map(try SearchPage.multiRow(2)) == .person(try ExpectedPreview.bradPitt()))
    }

    @Test(
        "rows with missing optional fields map as their kind's own mapper maps them",
        arguments: [(4, MediaKind.movie), (5, .tvSeries), (6, .person)])
    func mapsSparseRows(index: Int, kind: MediaKind) throws {
        let row = try SearchPage.multiRow(index)
        let preview = try #require(mapper.map(row))
        #expect(preview.kind == kind)
        switch row {
        case .movie(let movie): #expect(preview == .movie(MovieMediaPreviewMapper().map(movie)))
        case .tvSeries(let series): #expect(preview == .tvSeries(TVSeriesMediaPreviewMapper().map(series)))
        case .person(let person): #expect(preview == .person(PersonMediaPreviewMapper().map(person)))
        case .other: Issue.record("row \(index) should be a movie, a series or a person")
        }
    }

    @Test("the fixture's collection row maps to nil")
    func dropsCollection() throws {
        let row = try SearchPage.multiRow(3)
        #expect(row == .other(mediaType: "collection", id: 304))
        #expect(mapper.map(row) == nil)
    }

    @Test(
        "a row of a kind TMDb adds later, or one without media_type, maps to nil",
        arguments: [
            MultiSearchResultDTO.other(mediaType: "collection", id: 10),
            .other(mediaType: "podcast", id: 11),
            .other(mediaType: "", id: 12),
        ])
    func dropsOtherKinds(row: MultiSearchResultDTO) {
        #expect(mapper.map(row) == nil)
    }
}
