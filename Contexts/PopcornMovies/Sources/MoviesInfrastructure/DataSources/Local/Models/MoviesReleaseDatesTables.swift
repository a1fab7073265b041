import DataPersistence

/// Where the movies context caches a movie's releases in every country: `movies_release_dates`,
/// owning one `movies_release_date` row per release through `movieID`.
enum MoviesReleaseDatesTables: OwnedRowsTables {
    static let parentTable = "movies_release_dates"
    static let ownerColumn = "movieID"
    static let rows = OwnedRowTable<MoviesReleaseDateRow>("movies_release_date", ownerColumn: ownerColumn)
}
