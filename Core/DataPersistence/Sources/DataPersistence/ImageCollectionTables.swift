/// Where one context caches a title's or person's images: a parent table such as
/// `movies_image_collection` owning ``ImageRow``s, every kind in one child table.
public protocol ImageCollectionTables: OwnedRowsTables where Row == ImageRow {}
