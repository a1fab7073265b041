import Foundation
import TVSeriesDomain
import Testing

@Suite("TVSeriesPreview")
struct TVSeriesPreviewTests {
    @Test("only the id and name are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let preview = TVSeriesPreview(id: 1396, name: "Breaking Bad")
        #expect(preview.originalName == nil)
        #expect(preview.originalLanguage == nil)
        #expect(preview.originCountry == nil)
        #expect(preview.overview == nil)
        #expect(preview.firstAirDate == nil)
        #expect(preview.genreIDs == nil)
        #expect(preview.posterPath == nil)
        #expect(preview.backdropPath == nil)
        #expect(preview.popularity == nil)
        #expect(preview.voteAverage == nil)
        #expect(preview.voteCount == nil)
        #expect(preview.isAdultOnly == nil)
    }

    @Test("two previews with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(TVSeriesPreview(id: 1, name: "A", genreIDs: [18]) == TVSeriesPreview(id: 1, name: "A", genreIDs: [18]))
        #expect(TVSeriesPreview(id: 1, name: "A", genreIDs: [18]) != TVSeriesPreview(id: 1, name: "A", genreIDs: [80]))
    }
}
