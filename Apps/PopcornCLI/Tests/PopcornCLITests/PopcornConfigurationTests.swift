import DataPersistence
import Foundation
import TMDbKit
import Testing

@testable import PopcornCLI

@Suite("PopcornConfiguration")
struct PopcornConfigurationTests {
    func resolve(
        _ environment: [String: String],
        _ arguments: [String] = [],
        terminal: Bool = false
    ) throws -> PopcornConfiguration {
        try PopcornConfiguration.resolve(
            environment: environment,
            options: try GlobalOptions.parse(arguments),
            stdoutIsTerminal: terminal
        )
    }

    func failure(_ environment: [String: String], _ arguments: [String] = []) -> CLIFailure? {
        #expect(throws: CLIFailure.self) { try resolve(environment, arguments) }
    }

    @Test("No credentials means the catalog, announced")
    func noCredentials() throws {
        #expect(try resolve([:]).source == .catalog(announced: true))
        #expect(try resolve(["TMDB_API_KEY": "  "]).source == .catalog(announced: true))
    }

    @Test("An API key means live TMDb at the default base URL")
    func apiKey() throws {
        let source = try resolve(["TMDB_API_KEY": "key123456"]).source
        #expect(source == .tmdb(baseURL: TMDbAPI.defaultBaseURL, credentials: .apiKey("key123456")))
    }

    @Test("A read access token wins over an API key")
    func tokenWins() throws {
        let source = try resolve(["TMDB_API_KEY": "key123456", "TMDB_READ_ACCESS_TOKEN": "token123456\n"]).source
        #expect(source == .tmdb(baseURL: TMDbAPI.defaultBaseURL, credentials: .readAccessToken("token123456")))
    }

    @Test("TMDB_API_BASE_URL overrides the base URL")
    func baseURLOverride() throws {
        let source = try resolve(["TMDB_API_KEY": "key123456", "TMDB_API_BASE_URL": "http://127.0.0.1:8080/3"]).source
        #expect(source == .tmdb(baseURL: URL(string: "http://127.0.0.1:8080/3")!, credentials: .apiKey("key123456")))
    }

    @Test(
        "A base URL that is not absolute http(s) is a configuration error (78)",
        arguments: [
            "not a url", "ftp://example.com/3", "example.com/3", "/3", "http://", "file:///tmp/x",
        ])
    func invalidBaseURL(text: String) {
        let failure = failure(["TMDB_API_KEY": "key123456", "TMDB_API_BASE_URL": text])
        #expect(failure?.status == .configuration)
        #expect(failure?.message.contains("TMDB_API_BASE_URL") == true)
    }

    @Test("The base URL is not checked when the catalog answers")
    func baseURLIgnoredForCatalog() throws {
        #expect(try resolve(["TMDB_API_BASE_URL": "not a url"]).source == .catalog(announced: true))
    }

    @Test("--source catalog forces the catalog without a notice, even with credentials")
    func forcedCatalog() throws {
        #expect(
            try resolve(["TMDB_API_KEY": "key123456"], ["--source", "catalog"]).source == .catalog(announced: false))
    }

    @Test("--source tmdb without credentials is a credentials error (77) naming both variables")
    func tmdbWithoutCredentials() {
        let failure = failure([:], ["--source", "tmdb"])
        #expect(failure?.status == .credentials)
        #expect(failure?.message.contains("TMDB_API_KEY") == true)
        #expect(failure?.message.contains("TMDB_READ_ACCESS_TOKEN") == true)
    }

    @Test("--source tmdb with credentials is live TMDb")
    func tmdbWithCredentials() throws {
        #expect(try resolve(["TMDB_API_KEY": "key123456"], ["--source", "tmdb"]).source.isCatalog == false)
    }

    @Test("The language comes from --language, then POPCORN_LANGUAGE, then en-US")
    func languagePrecedence() throws {
        #expect(try resolve([:]).language == "en-US")
        #expect(try resolve(["POPCORN_LANGUAGE": "fr-FR"]).language == "fr-FR")
        #expect(try resolve(["POPCORN_LANGUAGE": "fr-FR"], ["--language", "de-DE"]).language == "de-DE")
    }

    @Test("A malformed POPCORN_LANGUAGE is a configuration error (78)")
    func invalidLanguageEnvironment() {
        #expect(failure(["POPCORN_LANGUAGE": "french"])?.status == .configuration)
    }

    @Test("The region comes from --region, then POPCORN_REGION, then the language's region subtag, then US")
    func regionPrecedence() throws {
        #expect(try resolve([:]).region == "US")
        #expect(try resolve([:], ["--language", "pt-BR"]).region == "BR")
        #expect(try resolve(["POPCORN_LANGUAGE": "en-GB"]).region == "GB")
        #expect(try resolve([:], ["--language", "fr"]).region == "US")
        #expect(try resolve(["POPCORN_REGION": "de"], ["--language", "pt-BR"]).region == "DE")
        #expect(try resolve(["POPCORN_REGION": "  "], ["--language", "pt-BR"]).region == "BR")
        #expect(try resolve(["POPCORN_REGION": "DE"], ["--region", "gb"]).region == "GB")
    }

    @Test("A bad --region is a usage error from the parser, naming the flag")
    func invalidRegionOption() {
        let error = #expect(throws: (any Error).self) { try GlobalOptions.parse(["--region", "USA"]) }
        let message = error.map { GlobalOptions.message(for: $0) } ?? ""
        #expect(message.contains("--region"), "\(message)")
        #expect(message.contains("two letters"), "\(message)")
        #expect(error.map { GlobalOptions.exitCode(for: $0) } == .validationFailure)
    }

    @Test(
        "A malformed POPCORN_REGION is a configuration error (78) naming the variable",
        arguments: ["USA", "u", "1A", "en-US"])
    func invalidRegionEnvironment(text: String) {
        let refused = failure(["POPCORN_REGION": text])
        #expect(refused?.status == .configuration)
        #expect(refused?.message.contains("POPCORN_REGION") == true)
        #expect(refused?.message.contains("\n") == false)
    }

    @Test("--region wins over a malformed POPCORN_REGION, as --language does over POPCORN_LANGUAGE")
    func regionOptionOverridesBadEnvironment() throws {
        #expect(try resolve(["POPCORN_REGION": "USA"], ["--region", "GB"]).region == "GB")
    }

    @Test("--refresh and --offline choose the cache policy")
    func cachePolicy() throws {
        #expect(try resolve([:]).cachePolicy == .cacheFirst)
        #expect(try resolve([:], ["--refresh"]).cachePolicy == .refresh)
        #expect(try resolve(["TMDB_API_KEY": "k3y-offline"], ["--offline"]).cachePolicy == .offline)
    }

    @Test("--offline with the demo catalog reads the catalog: it is in the binary, and only the network is forbidden")
    func offlineCatalog() throws {
        #expect(try resolve([:], ["--offline"]).cachePolicy == .cacheFirst)
        #expect(
            try resolve(["TMDB_API_KEY": "k3y-offline"], ["--offline", "--source", "catalog"]).cachePolicy
                == .cacheFirst)
    }

    @Test("Colour needs a terminal, no NO_COLOR and no --no-color")
    func colour() throws {
        #expect(try resolve([:], terminal: true).usesColour)
        #expect(try !resolve([:], terminal: false).usesColour)
        #expect(try !resolve(["NO_COLOR": "1"], terminal: true).usesColour)
        #expect(try !resolve([:], ["--no-color"], terminal: true).usesColour)
    }

    @Test("Each source has its own cache file in the cache directory")
    func cacheFiles() throws {
        let catalog = try resolve(["POPCORN_CACHE_DIR": "/tmp/pc"])
        #expect(catalog.cacheFileURL.path == "/tmp/pc/catalog.sqlite")
        let live = try resolve(["POPCORN_CACHE_DIR": "/tmp/pc", "TMDB_API_KEY": "key123456"])
        #expect(live.cacheFileURL.path == "/tmp/pc/cache.sqlite")
    }

    @Test(
        "POPCORN_NO_HISTORY turns the search history off unless it says 0, false or no",
        arguments: [
            ("1", false), ("true", false), ("yes", false), ("anything", false), ("0", true), ("false", true),
            ("No", true), (" FALSE ", true), ("", true), ("  ", true),
        ])
    func noHistoryVariable(value: String, records: Bool) throws {
        #expect(try resolve(["POPCORN_NO_HISTORY": value]).recordsSearchHistory == records)
        #expect(PopcornConfiguration.recordsSearchHistory(environment: ["POPCORN_NO_HISTORY": value]) == records)
    }

    @Test("Searches are recorded when nothing says otherwise")
    func historyOnByDefault() throws {
        #expect(try resolve([:]).recordsSearchHistory)
        #expect(PopcornConfiguration.recordsSearchHistory(environment: [:]))
    }

    @Test("User data lives in POPCORN_DATA_DIR, else $XDG_DATA_HOME/popcorn, never in the cache directory")
    func dataDirectory() throws {
        let explicit = try resolve(["POPCORN_DATA_DIR": "/data/pc", "XDG_DATA_HOME": "/xdg", "POPCORN_CACHE_DIR": "/c"])
        #expect(explicit.dataDirectory.path == "/data/pc")
        #expect(explicit.searchHistoryFileURL.path == "/data/pc/search-history.sqlite")
        let xdg = try resolve(["POPCORN_DATA_DIR": "", "XDG_DATA_HOME": "/xdg", "POPCORN_CACHE_DIR": "/c"])
        #expect(xdg.dataDirectory.path == "/xdg/popcorn")
        #expect(xdg.searchHistoryFileURL.path == "/xdg/popcorn/search-history.sqlite")
        let defaults = try resolve(["XDG_CACHE_HOME": "/cache"])
        #expect(defaults.dataDirectory.path.hasSuffix("/.local/share/popcorn"))
        #expect(defaults.dataDirectory != defaults.cacheDirectory)
    }

    @Test("Only live credentials are secrets")
    func secrets() throws {
        #expect(try resolve([:]).source.secrets.isEmpty)
        #expect(try resolve(["TMDB_API_KEY": "key123456"]).source.secrets == ["key123456"])
    }
}
