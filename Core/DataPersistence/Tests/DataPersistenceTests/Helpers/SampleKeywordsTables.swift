import DataPersistence

/// A sample context's keyword tables: `sample_keywords` owning `sample_keyword`.
enum SampleKeywordsTables: KeywordsTables {
    static let parentTable = "sample_keywords"
    static let ownerColumn = "sampleID"
    static let rows = OwnedRowTable<KeywordRow>("sample_keyword", ownerColumn: ownerColumn)
}
