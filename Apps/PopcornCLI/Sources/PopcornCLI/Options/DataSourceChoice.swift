import ArgumentParser

/// The values of `--source`.
enum DataSourceChoice: String, Sendable, ArgumentChoice {
    /// The offline demo catalog bundled in the binary.
    case catalog
    /// Live TMDb (needs `TMDB_API_KEY` or `TMDB_READ_ACCESS_TOKEN`).
    case tmdb
}
