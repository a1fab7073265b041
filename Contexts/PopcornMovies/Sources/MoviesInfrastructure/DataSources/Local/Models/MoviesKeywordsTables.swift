import DataPersistence

/// Where the movies context caches a movie's keywords: `movies_keywords`, owning `movies_keyword`
/// through `movieID`.
enum MoviesKeywordsTables: KeywordsTables {
    static let parentTable = "movies_keywords"
    static let ownerColumn = "movieID"
    static let rows = OwnedRowTable<KeywordRow>("movies_keyword", ownerColumn: ownerColumn)
}
