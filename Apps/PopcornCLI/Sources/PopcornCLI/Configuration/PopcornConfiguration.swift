import DataPersistence
import Foundation
import SearchApplication
import SearchComposition
import TMDbKit

/// Everything one command needs to know about how to run, resolved in one place from the
/// global options, the environment and the config file. Precedence, setting by setting:
/// options, then environment, then the config file, then defaults.
struct PopcornConfiguration: Sendable, Equatable {
    /// The language used when neither `--language`, `POPCORN_LANGUAGE` nor the config file says.
    static let defaultLanguage = "en-US"
    /// The region used when neither `--region`, `POPCORN_REGION`, the config file nor the language says.
    static let defaultRegion = "US"
    /// Seconds allowed for each HTTP request when neither `POPCORN_HTTP_TIMEOUT` nor the file says.
    static let defaultHTTPTimeout: TimeInterval = 10
    /// The longest timeout accepted, so a typo cannot hang a command for hours.
    static let maximumHTTPTimeout: TimeInterval = 600

    let source: DataSource
    let language: String
    let cachePolicy: CachePolicy
    let cacheDirectory: URL
    /// Where user data lives (``DataLocation``): never inside the cache directory.
    let dataDirectory: URL
    let outputsJSON: Bool
    let usesColour: Bool
    let isDebug: Bool
    /// The ISO 3166-1 region (`US`, `GB`) that picks a title's certification and where-to-watch offers
    /// among the countries TMDb lists; never part of a cache key.
    var region: String = Self.defaultRegion
    /// Seconds allowed for each HTTP request (each attempt, when retrying).
    var httpTimeout: TimeInterval = Self.defaultHTTPTimeout
    /// The certificate authorities to trust instead of the system's (`SSL_CERT_FILE`, else
    /// `CURL_CA_BUNDLE`), or `nil` for the system's.
    var certificateAuthorities: String?
    /// Whether searches are recorded in the history (`POPCORN_NO_HISTORY`, the file's `searchHistory`).
    var recordsSearchHistory = true
    /// The TMDb session file, beside the config file: `$XDG_CONFIG_HOME/popcorn/session.json`.
    var sessionFileURL = URL(fileURLWithPath: "session.json")
    /// `TMDB_SESSION_ID`: a session made elsewhere, used instead of the session file's.
    var environmentSession: String?

    /// The cache database for the chosen source and language.
    var cacheFileURL: URL {
        cacheDirectory.appendingPathComponent(source.cacheFileName(language: language), isDirectory: false)
    }

    /// The folder of posters and photos drawn in the terminal (``TerminalImages/ImageFileCache``),
    /// shared by every language: an image has no language.
    var imageCacheDirectory: URL {
        Self.imageCacheDirectory(in: cacheDirectory)
    }

    /// The folder of pictures in the cache directory `cacheDirectory`: `images`.
    static func imageCacheDirectory(in cacheDirectory: URL) -> URL {
        cacheDirectory.appendingPathComponent("images", isDirectory: true)
    }

    /// `--offline` forbids the network, so it reads the cache alone for live TMDb; the demo catalog
    /// is compiled into the binary, so it still answers from it (what it lacks is not found, 66).
    static func cachePolicy(options: SessionOptions, source: DataSource) -> CachePolicy {
        if options.offline {
            return source.isCatalog ? .cacheFirst : .offline
        }
        return options.refresh ? .refresh : .cacheFirst
    }

    /// Resolves the configuration, or throws the failure (exit 77 or 78) that explains what to fix.
    /// `file` is the config file's content (``ConfigurationFile/load(environment:homeDirectory:)``).
    static func resolve(
        environment: [String: String],
        options: GlobalOptions,
        stdoutIsTerminal: Bool,
        file: ConfigurationFile = .none
    ) throws(CLIFailure) -> PopcornConfiguration {
        try resolve(
            environment: environment, options: options.session, outputsJSON: options.json,
            stdoutIsTerminal: stdoutIsTerminal, file: file)
    }

    /// The same, for a command's session options and whether it prints JSON (`browse` and an export
    /// never do).
    static func resolve(
        environment: [String: String],
        options: SessionOptions,
        outputsJSON: Bool,
        stdoutIsTerminal: Bool,
        file: ConfigurationFile = .none
    ) throws(CLIFailure) -> PopcornConfiguration {
        let source = try dataSource(environment: environment, choice: options.source, file: file)
        var configuration = PopcornConfiguration(
            source: source,
            language: try language(environment: environment, option: options.language, file: file),
            cachePolicy: cachePolicy(options: options, source: source),
            cacheDirectory: CacheLocation.directory(environment: environment),
            dataDirectory: DataLocation.directory(environment: environment),
            outputsJSON: outputsJSON,
            usesColour: stdoutIsTerminal && value(EnvironmentKey.noColor, in: environment) == nil && !options.noColor,
            isDebug: options.debug
        )
        configuration.region = try region(
            environment: environment, option: options.region, file: file, language: configuration.language)
        configuration.httpTimeout = try httpTimeout(environment: environment, file: file)
        configuration.certificateAuthorities =
            value(EnvironmentKey.certificateFile, in: environment)
            ?? value(EnvironmentKey.curlCertificateBundle, in: environment)
        configuration.recordsSearchHistory = recordsSearchHistory(environment: environment, file: file)
        configuration.sessionFileURL = ConfigurationFile.location(environment: environment)
            .deletingLastPathComponent().appendingPathComponent("session.json", isDirectory: false)
        configuration.environmentSession = value(EnvironmentKey.sessionID, in: environment)
        return configuration
    }

    /// `--source`, then credentials (environment, then the config file; within each a token wins
    /// over a key); none means the announced catalog.
    static func dataSource(
        environment: [String: String],
        choice: DataSourceChoice?,
        file: ConfigurationFile = .none
    ) throws(CLIFailure) -> DataSource {
        if choice == .catalog {
            return .catalog(announced: false)
        }
        guard let credentials = credentials(environment: environment, file: file) else {
            guard choice != .tmdb else {
                throw CLIFailure(
                    .credentials,
                    "--source tmdb needs TMDb credentials: set \(EnvironmentKey.readAccessToken) (v4 read access token) "
                        + "or \(EnvironmentKey.apiKey) (v3 API key)"
                )
            }
            return .catalog(announced: true)
        }
        return .tmdb(baseURL: try baseURL(environment: environment, file: file), credentials: credentials)
    }

    /// The credentials of the first level that has any: the environment, then the config file.
    /// Within a level, a read access token wins over an API key.
    static func credentials(environment: [String: String], file: ConfigurationFile) -> TMDbCredentials? {
        if let token = value(EnvironmentKey.readAccessToken, in: environment) {
            return .readAccessToken(token)
        }
        if let key = value(EnvironmentKey.apiKey, in: environment) {
            return .apiKey(key)
        }
        if let token = file.readAccessToken {
            return .readAccessToken(token)
        }
        if let key = file.apiKey {
            return .apiKey(key)
        }
        return nil
    }

    /// `TMDB_API_BASE_URL`, else the file's `apiBaseURL` (either must be an absolute http or https
    /// URL), else TMDb's own.
    static func baseURL(environment: [String: String], file: ConfigurationFile = .none) throws(CLIFailure) -> URL {
        let text: String
        let origin: String
        if let environmentText = value(EnvironmentKey.baseURL, in: environment) {
            (text, origin) = (environmentText, EnvironmentKey.baseURL)
        } else if let fileText = file.apiBaseURL, let path = file.path {
            (text, origin) = (fileText, "\"apiBaseURL\" in \(path)")
        } else {
            return TMDbAPI.defaultBaseURL
        }
        guard
            let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw CLIFailure(
                .configuration,
                "\(origin) is not an absolute http(s) URL; "
                    + "set it to one such as \(TMDbAPI.defaultBaseURL.absoluteString), or unset it"
            )
        }
        return url
    }

    /// `--language`, else `POPCORN_LANGUAGE`, else the file's `language` (either must look like
    /// `en-US`), else `en-US`.
    static func language(
        environment: [String: String],
        option: String?,
        file: ConfigurationFile = .none
    ) throws(CLIFailure) -> String {
        if let option {
            return option
        }
        if let text = value(EnvironmentKey.language, in: environment) {
            guard ArgumentValues.isLanguageTag(text) else {
                throw CLIFailure(
                    .configuration,
                    "\(EnvironmentKey.language) must look like en-US or fr-FR; fix it, unset it, or pass --language"
                )
            }
            return text
        }
        if let text = file.language, let path = file.path {
            guard ArgumentValues.isLanguageTag(text) else {
                throw CLIFailure(
                    .configuration,
                    "\"language\" in \(path) must look like en-US or fr-FR; fix it, remove it, or pass --language"
                )
            }
            return text
        }
        return defaultLanguage
    }

    /// `--region`, else `POPCORN_REGION`, else the file's `region` (two letters, in any case; the
    /// result is upper-cased), else the language's region subtag (`pt-BR` -> `BR`), else `US`. A bad
    /// `--region` is a usage error (64, refused while parsing); a bad variable or file value is a
    /// configuration error (78) naming where it came from, like the language's.
    static func region(
        environment: [String: String],
        option: String?,
        file: ConfigurationFile = .none,
        language: String = defaultLanguage
    ) throws(CLIFailure) -> String {
        if let option {
            return option
        }
        if let text = value(EnvironmentKey.region, in: environment) {
            guard let code = ArgumentValues.regionCode(text) else {
                throw CLIFailure(
                    .configuration,
                    "\(EnvironmentKey.region) \"\(text)\" is not a region: \(ArgumentValues.regionAdvice); "
                        + "fix it, unset it, or pass --region"
                )
            }
            return code
        }
        if let text = file.region, let path = file.path {
            guard let code = ArgumentValues.regionCode(text) else {
                throw CLIFailure(
                    .configuration,
                    "\"region\" in \(path) is not a region: \(ArgumentValues.regionAdvice); "
                        + "fix it, remove it, or pass --region"
                )
            }
            return code
        }
        let subtags = language.split(separator: "-")
        if subtags.count == 2, let code = ArgumentValues.regionCode(String(subtags[1])) {
            return code
        }
        return defaultRegion
    }

    /// `POPCORN_HTTP_TIMEOUT`, else the file's `httpTimeout`, else 10: seconds, more than 0 and at
    /// most 600.
    static func httpTimeout(environment: [String: String], file: ConfigurationFile = .none) throws(CLIFailure)
        -> TimeInterval
    {
        let advice = "a number of seconds such as 10 (more than 0, at most \(Int(maximumHTTPTimeout)))"
        if let text = value(EnvironmentKey.httpTimeout, in: environment) {
            guard let seconds = TimeInterval(text), isValidTimeout(seconds) else {
                throw CLIFailure(
                    .configuration, "\(EnvironmentKey.httpTimeout) must be \(advice); fix it or unset it")
            }
            return seconds
        }
        if let seconds = file.httpTimeout, let path = file.path {
            guard isValidTimeout(seconds) else {
                throw CLIFailure(.configuration, "\"httpTimeout\" in \(path) must be \(advice); fix it or remove it")
            }
            return seconds
        }
        return defaultHTTPTimeout
    }

    /// Off when `POPCORN_NO_HISTORY` is set to anything but `0`, `false` or `no`; else the file's
    /// `searchHistory`; else on.
    static func recordsSearchHistory(environment: [String: String], file: ConfigurationFile = .none) -> Bool {
        if let text = value(EnvironmentKey.noHistory, in: environment) {
            return ["0", "false", "no"].contains(text.lowercased())
        }
        return file.searchHistory ?? true
    }

    /// The search history file.
    var searchHistoryFileURL: URL {
        dataDirectory.appendingPathComponent(PopcornSearchFactory.historyFileName, isDirectory: false)
    }

    /// The diary and ratings file in the data directory: `tracking.sqlite`.
    var trackingFileURL: URL {
        dataDirectory.appendingPathComponent("tracking.sqlite", isDirectory: false)
    }

    /// What the calendar remembers (the day `whats-new` was asked) in the data directory: `calendar.sqlite`.
    var calendarFileURL: URL {
        dataDirectory.appendingPathComponent("calendar.sqlite", isDirectory: false)
    }

    /// The sync state of the TMDb account in the data directory: `account.sqlite`.
    var accountFileURL: URL {
        dataDirectory.appendingPathComponent("account.sqlite", isDirectory: false)
    }

    /// The watchlist file in the data directory: `watchlist.sqlite`.
    var watchlistFileURL: URL {
        dataDirectory.appendingPathComponent("watchlist.sqlite", isDirectory: false)
    }

    private static func isValidTimeout(_ seconds: TimeInterval) -> Bool {
        seconds.isFinite && seconds > 0 && seconds <= maximumHTTPTimeout
    }

    /// The trimmed value of a variable; empty counts as unset.
    private static func value(_ key: String, in environment: [String: String]) -> String? {
        guard let raw = environment[key] else {
            return nil
        }
        let trimmed = raw.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }
}
