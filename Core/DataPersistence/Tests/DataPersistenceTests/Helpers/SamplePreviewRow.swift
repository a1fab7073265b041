import DataPersistence
import GRDB

/// How the sample context stores one preview.
struct SamplePreviewRow: Codable, OwnedRow {
    var sampleID: Int
    var title: String
    var genreIDs: [Int]?
}
