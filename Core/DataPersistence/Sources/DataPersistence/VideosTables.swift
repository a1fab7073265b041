/// Where one context caches a title's videos: a parent table such as `movies_videos` owning
/// ``VideoRow``s.
public protocol VideosTables: OwnedRowsTables where Row == VideoRow {}
