import DataPersistence
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The optional config file, `$XDG_CONFIG_HOME/popcorn/config.json` (else
/// `~/.config/popcorn/config.json`): a JSON object whose every key is optional.
///
/// ```json
/// { "readAccessToken": "eyJ...", "apiKey": "0123abcd", "apiBaseURL": "https://api.themoviedb.org/3",
///   "language": "fr-FR", "region": "FR", "httpTimeout": 15, "searchHistory": false }
/// ```
///
/// It only carries values; ``PopcornConfiguration`` decides what wins (flags, then environment,
/// then this file, then defaults) and validates them.
struct ConfigurationFile: Sendable, Equatable {
    /// The keys the file may hold; anything else is refused, so a typo never goes unnoticed.
    enum Key: String, CaseIterable, Sendable {
        case apiKey
        case readAccessToken
        case apiBaseURL
        case language
        case region
        case httpTimeout
        case searchHistory
    }

    /// Where the values came from (for error messages); `nil` when there is no file.
    var path: String?
    var apiKey: String?
    var readAccessToken: String?
    var apiBaseURL: String?
    var language: String?
    /// The default region (certifications, where to watch), such as `GB`.
    var region: String?
    var httpTimeout: Double?
    /// `false` stops recording searches in the history.
    var searchHistory: Bool?

    /// No file: every value falls through to the defaults.
    static let none = ConfigurationFile()

    /// Whether the file holds a credential, which makes its permissions matter.
    var holdsSecret: Bool {
        apiKey != nil || readAccessToken != nil
    }

    /// The credentials written in the file, to keep them out of standard error.
    var secrets: [String] {
        [readAccessToken, apiKey].compactMap { $0 }
    }

    /// The config file's location for an environment; empty variables count as unset.
    static func location(
        environment: [String: String],
        homeDirectory: URL? = nil
    ) -> URL {
        let directory: URL
        if let xdg = environment[EnvironmentKey.configHome], !xdg.trimmingWhitespace().isEmpty {
            directory = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            directory = (homeDirectory ?? HomeDirectory.url(environment: environment))
                .appendingPathComponent(".config", isDirectory: true)
        }
        return
            directory
            .appendingPathComponent("popcorn", isDirectory: true)
            .appendingPathComponent("config.json", isDirectory: false)
    }

    /// Reads the config file for an environment: `.none` when it does not exist; a configuration
    /// failure (78) naming the path when it cannot be read or parsed, or when it holds a credential
    /// that group or other may read.
    static func load(
        environment: [String: String],
        homeDirectory: URL? = nil
    ) throws(CLIFailure) -> ConfigurationFile {
        try load(at: location(environment: environment, homeDirectory: homeDirectory))
    }

    /// Reads the config file at `url`; see ``load(environment:homeDirectory:)``.
    static func load(at url: URL) throws(CLIFailure) -> ConfigurationFile {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .none
        }
        guard !isDirectory.boolValue else {
            throw CLIFailure(.configuration, "the config file \(path) is a directory; remove it or make it a JSON file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CLIFailure(
                .configuration, "the config file \(path) could not be read; check its permissions (chmod 600 \(path))")
        }
        let file = try parse(data, path: path)
        if file.holdsSecret, let mode = permissions(of: path), mode & 0o044 != 0 {
            throw CLIFailure(
                .configuration,
                "the config file \(path) holds a TMDb credential but others can read it; run chmod 600 \(path)"
            )
        }
        return file
    }

    /// Parses the file's JSON; a failure names the path and, where it can, the offending key.
    static func parse(_ data: Data, path: String) throws(CLIFailure) -> ConfigurationFile {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw CLIFailure(
                .configuration,
                "the config file \(path) is not valid JSON; fix it (a JSON object such as {\"language\": \"en-US\"}) or remove it"
            )
        }
        guard let dictionary = object as? [String: Any] else {
            throw CLIFailure(.configuration, "the config file \(path) must hold a JSON object; fix it or remove it")
        }
        var file = ConfigurationFile(path: path)
        for (name, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            guard let key = Key(rawValue: name) else {
                let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIFailure(
                    .configuration, "the config file \(path) has an unknown key \"\(name)\"; the keys are \(known)")
            }
            switch key {
            case .apiKey: file.apiKey = try string(value, key: key, path: path)
            case .readAccessToken: file.readAccessToken = try string(value, key: key, path: path)
            case .apiBaseURL: file.apiBaseURL = try string(value, key: key, path: path)
            case .language: file.language = try string(value, key: key, path: path)
            case .region: file.region = try string(value, key: key, path: path)
            case .httpTimeout: file.httpTimeout = try number(value, key: key, path: path)
            case .searchHistory: file.searchHistory = try boolean(value, key: key, path: path)
            }
        }
        return file
    }

    /// A string value, trimmed; empty (or `null`) counts as unset.
    private static func string(_ value: Any, key: Key, path: String) throws(CLIFailure) -> String? {
        if value is NSNull {
            return nil
        }
        guard let text = value as? String, !isBoolean(value) else {
            throw CLIFailure(.configuration, "the config file \(path): \"\(key.rawValue)\" must be a string")
        }
        let trimmed = text.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A number value (`null` counts as unset).
    private static func number(_ value: Any, key: Key, path: String) throws(CLIFailure) -> Double? {
        if value is NSNull {
            return nil
        }
        guard !isBoolean(value), let number = value as? NSNumber else {
            throw CLIFailure(.configuration, "the config file \(path): \"\(key.rawValue)\" must be a number of seconds")
        }
        return number.doubleValue
    }

    /// A `true`/`false` value (`null` counts as unset).
    private static func boolean(_ value: Any, key: Key, path: String) throws(CLIFailure) -> Bool? {
        if value is NSNull {
            return nil
        }
        guard isBoolean(value), let flag = value as? Bool else {
            throw CLIFailure(.configuration, "the config file \(path): \"\(key.rawValue)\" must be true or false")
        }
        return flag
    }

    /// JSON `true`/`false` arrive as `NSNumber`s of a boolean class (`__NSCFBoolean`); never accept
    /// them as numbers or strings, nor a number as a boolean. On Linux `value is Bool` will not do:
    /// it is also true of the plain `NSNumber`s that `0` and `1` decode to.
    private static func isBoolean(_ value: Any) -> Bool {
        #if canImport(Darwin)
            if let number = value as? NSNumber {
                return CFGetTypeID(number) == CFBooleanGetTypeID()
            }
            return false
        #else
            return type(of: value) == booleanType
        #endif
    }

    #if !canImport(Darwin)
        /// The class JSONSerialization decodes `true` and `false` to.
        private static let booleanType = type(of: NSNumber(value: true))
    #endif

    /// The file's permission bits, or `nil` when they cannot be read.
    static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return nil
        }
        return info.st_mode & 0o777
    }
}
