import DataPersistence

/// Where the People context caches a person's photos: `people_image_collection`, one row per
/// person and language, owning `people_image` (every photo, in TMDb's order).
///
/// Photos are cached on their own entry (`person:287:images`), independently of the person's
/// details and credits, so `popcorn person images` finds them after `popcorn person` fetched them.
enum PeopleImageCollectionTables: ImageCollectionTables {
    static let parentTable = "people_image_collection"
    static let ownerColumn = "personID"
    static let rows = OwnedRowTable<ImageRow>("people_image", ownerColumn: ownerColumn)
}
