import DataPersistence

/// Where the TV series context caches a series' images: `tv_series_image_collection`, owning
/// `tv_series_image` through `tvSeriesID`.
enum TVSeriesImageCollectionTables: ImageCollectionTables {
    static let parentTable = "tv_series_image_collection"
    static let ownerColumn = "tvSeriesID"
    static let rows = OwnedRowTable<ImageRow>("tv_series_image", ownerColumn: ownerColumn)
}
