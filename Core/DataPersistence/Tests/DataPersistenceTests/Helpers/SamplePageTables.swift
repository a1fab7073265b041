import DataPersistence

/// A sample context's preview page tables.
enum SamplePageTables: PreviewPageTables {
    typealias Result = SamplePreviewRow
    static let pageTable = "sample_preview_page"
    static let resultTable = "sample_preview"
}
