import DataPersistence

/// A sample context's translation tables: `sample_translations` owning `sample_translation`.
enum SampleTranslationsTables: TranslationsTables {
    static let parentTable = "sample_translations"
    static let ownerColumn = "sampleID"
    static let rows = OwnedRowTable<TranslationRow>("sample_translation", ownerColumn: ownerColumn)
}
