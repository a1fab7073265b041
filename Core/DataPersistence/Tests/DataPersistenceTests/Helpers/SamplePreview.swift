import CoreDomain
import DataPersistence

/// The sample context's domain preview and its page.
struct SamplePreview: Equatable, Sendable {
    var id: Int
    var title: String
    var genreIDs: [Int]?
}

/// A page of ``SamplePreview``s.
struct SamplePreviewPage: ResultsPage, Equatable {
    var page: Int
    var totalPages: Int
    var totalResults: Int
    var results: [SamplePreview]
}

/// Maps ``SamplePreview`` to ``SamplePreviewRow`` and back.
struct SamplePreviewRowMapper: OwnedRowMapping {
    func map(_ row: SamplePreviewRow) -> SamplePreview {
        SamplePreview(id: row.sampleID, title: row.title, genreIDs: row.genreIDs)
    }

    func map(_ value: SamplePreview) -> SamplePreviewRow {
        SamplePreviewRow(sampleID: value.id, title: value.title, genreIDs: value.genreIDs)
    }
}
