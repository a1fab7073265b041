import DataPersistence

/// Where the movies context caches a movie's images: `movies_image_collection`, owning
/// `movies_image` through `movieID`.
enum MoviesImageCollectionTables: ImageCollectionTables {
    static let parentTable = "movies_image_collection"
    static let ownerColumn = "movieID"
    static let rows = OwnedRowTable<ImageRow>("movies_image", ownerColumn: ownerColumn)
}
