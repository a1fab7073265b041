import DataPersistence

/// Where the people context caches its popular and search pages: `people_preview_page`, owning
/// its results in `people_preview` through `pageKey`.
enum PeoplePreviewPageTables: PreviewPageTables {
    typealias Result = PeoplePreviewEntity
    static let pageTable = "people_preview_page"
    static let resultTable = "people_preview"
}
