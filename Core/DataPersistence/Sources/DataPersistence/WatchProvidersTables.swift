/// Where one context caches a title's watch providers in every country: a parent table such as
/// `movies_watch_providers` owning ``WatchProviderRow``s.
public protocol WatchProvidersTables: OwnedRowsTables where Row == WatchProviderRow {}
