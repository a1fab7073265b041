import DataPersistence

/// A sample context's tables of mixed pages, whose results are ``MediaPreviewRow``s.
enum SampleMediaPageTables: PreviewPageTables {
    typealias Result = MediaPreviewRow
    static let pageTable = "sample_media_page"
    static let resultTable = "sample_media_preview"
}
