/// The name of a cache file: its source and the TMDb language of everything in it. `cache.sqlite` and
/// `catalog.sqlite` hold en-US (the names every earlier popcorn used); another language adds its tag,
/// `cache.fr-FR.sqlite`. A name says what is inside, so `popcorn cache` finds every language's file
/// by looking at the folder.
struct CacheFileName: Sendable, Hashable {
    /// The language whose file keeps the bare name.
    static let bareLanguage = PopcornConfiguration.defaultLanguage

    let source: DataSourceChoice
    let language: String

    /// `cache.sqlite`, `catalog.sqlite`, `cache.fr-FR.sqlite`.
    var fileName: String {
        let base = source == .tmdb ? "cache" : "catalog"
        return language == Self.bareLanguage ? "\(base).sqlite" : "\(base).\(language).sqlite"
    }

    /// The cache file `name` stands for, or `nil` for any other file (a moved-aside copy, `-wal`, ...).
    init?(parsing name: String) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.last == "sqlite", let source = DataSourceChoice(cacheBase: parts[0]) else {
            return nil
        }
        switch parts.count {
        case 2: self.init(source: source, language: Self.bareLanguage)
        case 3 where ArgumentValues.isLanguageTag(parts[1]) && parts[1] != Self.bareLanguage:
            self.init(source: source, language: parts[1])
        default: return nil
        }
    }

    init(source: DataSourceChoice, language: String) {
        self.source = source
        self.language = language
    }
}

extension DataSourceChoice {
    /// The source whose cache files start with `base` (`cache`, `catalog`).
    fileprivate init?(cacheBase base: String) {
        switch base {
        case "cache": self = .tmdb
        case "catalog": self = .catalog
        default: return nil
        }
    }
}
