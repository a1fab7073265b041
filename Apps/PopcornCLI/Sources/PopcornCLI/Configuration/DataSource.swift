import Foundation
import TMDbKit

/// Where a command's data comes from.
enum DataSource: Sendable, Equatable {
    /// The offline demo catalog; `announced` when it was chosen for lack of credentials,
    /// which earns a one-line notice on standard error.
    case catalog(announced: Bool)
    /// Live TMDb (or a mirror) at `baseURL`.
    case tmdb(baseURL: URL, credentials: TMDbCredentials)

    /// The cache file for this source in `language`, so demo data never masquerades as live data and
    /// a title asked for in two languages is cached in both: `cache.sqlite` holds en-US, and every
    /// other language a file of its own (`cache.fr-FR.sqlite`), opened only by commands in it.
    func cacheFileName(language: String) -> String {
        CacheFileName(source: isCatalog ? .catalog : .tmdb, language: language).fileName
    }

    /// The values to scrub from anything written to standard error.
    var secrets: [String] {
        switch self {
        case .catalog: []
        case .tmdb(_, .apiKey(let key)): [key]
        case .tmdb(_, .readAccessToken(let token)): [token]
        }
    }

    /// Whether this is the offline catalog.
    var isCatalog: Bool {
        if case .catalog = self {
            return true
        }
        return false
    }
}
