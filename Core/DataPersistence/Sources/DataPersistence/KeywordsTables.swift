/// Where one context caches a title's keywords: a parent table such as `movies_keywords` owning
/// ``KeywordRow``s.
public protocol KeywordsTables: OwnedRowsTables where Row == KeywordRow {}
