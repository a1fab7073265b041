import DataPersistence

/// Where the movies context caches a movie's translations: `movies_translations`, owning
/// `movies_translation` through `movieID`.
enum MoviesTranslationsTables: TranslationsTables {
    static let parentTable = "movies_translations"
    static let ownerColumn = "movieID"
    static let rows = OwnedRowTable<TranslationRow>("movies_translation", ownerColumn: ownerColumn)
}
