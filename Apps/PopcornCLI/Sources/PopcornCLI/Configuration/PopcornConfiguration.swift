import DataPersistence
import Foundation
import TMDbKit

/// Everything one command needs to know about how to run, resolved in one place from the
/// environment and the global options. Precedence: options, then environment, then defaults.
struct PopcornConfiguration: Sendable, Equatable {
    /// The language used when neither `--language` nor `POPCORN_LANGUAGE` says.
    static let defaultLanguage = "en-US"

    let source: DataSource
    let language: String
    let cachePolicy: CachePolicy
    let cacheDirectory: URL
    let outputsJSON: Bool
    let usesColour: Bool
    let isDebug: Bool

    /// The cache database for the chosen source.
    var cacheFileURL: URL {
        cacheDirectory.appendingPathComponent(source.cacheFileName, isDirectory: false)
    }

    /// Resolves the configuration, or throws the failure (exit 77 or 78) that explains what to fix.
    static func resolve(
        environment: [String: String],
        options: GlobalOptions,
        stdoutIsTerminal: Bool
    ) throws(CLIFailure) -> PopcornConfiguration {
        PopcornConfiguration(
            source: try dataSource(environment: environment, choice: options.source),
            language: try language(environment: environment, option: options.language),
            cachePolicy: options.offline ? .offline : (options.refresh ? .refresh : .cacheFirst),
            cacheDirectory: CacheLocation.directory(environment: environment),
            outputsJSON: options.json,
            usesColour: stdoutIsTerminal && value(EnvironmentKey.noColor, in: environment) == nil && !options.noColor,
            isDebug: options.debug
        )
    }

    /// `--source`, then credentials: a token wins over a key; neither means the announced catalog.
    static func dataSource(
        environment: [String: String],
        choice: DataSourceChoice?
    ) throws(CLIFailure) -> DataSource {
        if choice == .catalog {
            return .catalog(announced: false)
        }
        let credentials: TMDbCredentials? =
            if let token = value(EnvironmentKey.readAccessToken, in: environment) {
                .readAccessToken(token)
            } else if let key = value(EnvironmentKey.apiKey, in: environment) {
                .apiKey(key)
            } else {
                nil
            }
        guard let credentials else {
            guard choice != .tmdb else {
                throw CLIFailure(
                    .credentials,
                    "--source tmdb needs TMDb credentials: set \(EnvironmentKey.readAccessToken) (v4 read access token) "
                        + "or \(EnvironmentKey.apiKey) (v3 API key)"
                )
            }
            return .catalog(announced: true)
        }
        return .tmdb(baseURL: try baseURL(environment: environment), credentials: credentials)
    }

    /// `TMDB_API_BASE_URL` when set (it must be an absolute http or https URL), else TMDb's own.
    static func baseURL(environment: [String: String]) throws(CLIFailure) -> URL {
        guard let text = value(EnvironmentKey.baseURL, in: environment) else {
            return TMDbAPI.defaultBaseURL
        }
        guard
            let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw CLIFailure(
                .configuration,
                "\(EnvironmentKey.baseURL) is not an absolute http(s) URL; "
                    + "set it to one such as \(TMDbAPI.defaultBaseURL.absoluteString), or unset it"
            )
        }
        return url
    }

    /// `--language`, else `POPCORN_LANGUAGE` (which must look like `en-US`), else `en-US`.
    static func language(environment: [String: String], option: String?) throws(CLIFailure) -> String {
        if let option {
            return option
        }
        guard let text = value(EnvironmentKey.language, in: environment) else {
            return defaultLanguage
        }
        guard ArgumentValues.isLanguageTag(text) else {
            throw CLIFailure(
                .configuration,
                "\(EnvironmentKey.language) must look like en-US or fr-FR; fix it, unset it, or pass --language"
            )
        }
        return text
    }

    /// The trimmed value of a variable; empty counts as unset.
    private static func value(_ key: String, in environment: [String: String]) -> String? {
        guard let raw = environment[key] else {
            return nil
        }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
