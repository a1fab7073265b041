import Foundation

/// One cache file a cache command looks at.
struct CacheFile: Sendable, Equatable {
    /// Which source's file: `tmdb` (cache.sqlite) or `catalog` (catalog.sqlite).
    let source: DataSourceChoice
    /// The TMDb language of what the file holds.
    let language: String
    let url: URL

    /// A label for people: `TMDb cache` or `catalog cache`, with the language when it is not en-US.
    var label: String {
        let name = source == .tmdb ? "TMDb cache" : "catalog cache"
        return language == CacheFileName.bareLanguage ? name : "\(name) (\(language))"
    }
}
