import DataPersistence

/// A sample context's image tables: `sample_image_collection` owning `sample_image` through `sampleID`.
enum SampleImageTables: ImageCollectionTables {
    static let parentTable = "sample_image_collection"
    static let ownerColumn = "sampleID"
    static let rows = OwnedRowTable<ImageRow>("sample_image", ownerColumn: ownerColumn)
}
