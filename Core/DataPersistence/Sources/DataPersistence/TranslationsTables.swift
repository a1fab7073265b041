/// Where one context caches a title's translations: a parent table such as `movies_translations`
/// owning ``TranslationRow``s.
public protocol TranslationsTables: OwnedRowsTables where Row == TranslationRow {}
