import Foundation
import TMDbKit
import Testing

@testable import PopcornCLI

/// The config file, and precedence over every setting: flags, then environment, then file, then defaults.
@Suite("ConfigurationFile and precedence")
struct ConfigurationFileTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-config-\(UUID().uuidString)")

    var configHome: URL { home.appendingPathComponent("xdg", isDirectory: true) }
    var fileURL: URL { configHome.appendingPathComponent("popcorn/config.json") }

    /// Writes `json` as the config file with `mode`, and returns the environment pointing at it.
    @discardableResult
    func write(_ json: String, mode: Int16 = 0o600) throws -> [String: String] {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: fileURL)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: fileURL.path)
        return ["XDG_CONFIG_HOME": configHome.path]
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: home)
    }

    func resolve(
        _ environment: [String: String], _ arguments: [String] = [], file: ConfigurationFile
    ) throws -> PopcornConfiguration {
        try PopcornConfiguration.resolve(
            environment: environment, options: try GlobalOptions.parse(arguments), stdoutIsTerminal: false, file: file)
    }

    func file(
        apiKey: String? = nil, token: String? = nil, baseURL: String? = nil, language: String? = nil,
        region: String? = nil, timeout: Double? = nil
    ) -> ConfigurationFile {
        ConfigurationFile(
            path: "/conf/popcorn/config.json", apiKey: apiKey, readAccessToken: token, apiBaseURL: baseURL,
            language: language, region: region, httpTimeout: timeout)
    }

    // MARK: Location and loading

    @Test("The file lives in $XDG_CONFIG_HOME/popcorn, else ~/.config/popcorn")
    func location() {
        let home = URL(fileURLWithPath: "/home/ana")
        #expect(
            ConfigurationFile.location(environment: [:], homeDirectory: home).path
                == "/home/ana/.config/popcorn/config.json")
        #expect(
            ConfigurationFile.location(environment: ["XDG_CONFIG_HOME": ""], homeDirectory: home).path
                == "/home/ana/.config/popcorn/config.json")
        #expect(
            ConfigurationFile.location(environment: ["XDG_CONFIG_HOME": "/etc/xdg"], homeDirectory: home).path
                == "/etc/xdg/popcorn/config.json")
    }

    @Test("Without XDG_CONFIG_HOME the file is under $HOME, as for any Unix program")
    func locationFollowsHome() {
        #expect(
            ConfigurationFile.location(environment: ["HOME": "/tmp/sandbox"]).path
                == "/tmp/sandbox/.config/popcorn/config.json")
    }

    @Test("No file means no values")
    func missingFile() throws {
        #expect(try ConfigurationFile.load(environment: ["XDG_CONFIG_HOME": configHome.path]) == .none)
    }

    @Test("Every key is read from a private file")
    func loadsEveryKey() throws {
        defer { cleanUp() }
        let environment = try write(
            #"{"apiKey":"k-123456","readAccessToken":" t-123456 ","apiBaseURL":"http://127.0.0.1:9/3","language":"fr-FR","region":"be","httpTimeout":2.5}"#
        )
        let file = try ConfigurationFile.load(environment: environment)
        #expect(
            file
                == ConfigurationFile(
                    path: fileURL.path, apiKey: "k-123456", readAccessToken: "t-123456",
                    apiBaseURL: "http://127.0.0.1:9/3", language: "fr-FR", region: "be", httpTimeout: 2.5))
        #expect(file.secrets == ["t-123456", "k-123456"])
    }

    @Test("A file with a secret that group or other can read is refused (78) with the chmod to run")
    func permissionRefusal() throws {
        defer { cleanUp() }
        for mode: Int16 in [0o644, 0o640, 0o604] {
            let environment = try write(#"{"apiKey":"k-123456"}"#, mode: mode)
            let error = #expect(throws: CLIFailure.self) { try ConfigurationFile.load(environment: environment) }
            #expect(error?.status == .configuration)
            #expect(error?.message.contains("chmod 600 \(fileURL.path)") == true, "\(String(describing: error))")
            #expect(error?.message.contains("k-123456") == false)
            #expect(error?.message.contains("\n") == false)
        }
    }

    @Test("A readable file without secrets is fine")
    func readableWithoutSecrets() throws {
        defer { cleanUp() }
        let environment = try write(#"{"language":"fr-FR"}"#, mode: 0o644)
        #expect(try ConfigurationFile.load(environment: environment).language == "fr-FR")
    }

    @Test(
        "A malformed file is a configuration error (78) naming the path",
        arguments: [
            "{", "[]", "\"text\"", #"{"apiKey": 12}"#, #"{"httpTimeout": "ten"}"#, #"{"httpTimeout": true}"#,
            #"{"langauge": "fr-FR"}"#, #"{"region": 44}"#,
        ])
    func malformed(json: String) throws {
        defer { cleanUp() }
        let environment = try write(json)
        let error = #expect(throws: CLIFailure.self) { try ConfigurationFile.load(environment: environment) }
        #expect(error?.status == .configuration)
        #expect(error?.message.contains(fileURL.path) == true, "\(String(describing: error))")
    }

    @Test("Whole numbers of seconds are timeouts, never mistaken for booleans", arguments: ["1", "2", "600", "0.5"])
    func wholeNumberTimeout(seconds: String) throws {
        defer { cleanUp() }
        let environment = try write(#"{"httpTimeout": \#(seconds)}"#)
        #expect(try ConfigurationFile.load(environment: environment).httpTimeout == Double(seconds))
    }

    @Test(#"searchHistory takes true or false only: 0 and 1 are configuration errors (78)"#, arguments: ["0", "1"])
    func searchHistoryNumber(json: String) throws {
        defer { cleanUp() }
        let environment = try write(#"{"searchHistory": \#(json)}"#)
        let error = #expect(throws: CLIFailure.self) { try ConfigurationFile.load(environment: environment) }
        #expect(error?.status == .configuration)
        #expect(
            error?.message.contains(#""searchHistory" must be true or false"#) == true, "\(String(describing: error))")
    }

    @Test(
        "searchHistory is read as true, false or unset (null)",
        arguments: [("true", true), ("false", false), ("null", nil)] as [(String, Bool?)])
    func searchHistoryKey(json: String, expected: Bool?) throws {
        defer { cleanUp() }
        let environment = try write(#"{"searchHistory": \#(json)}"#, mode: 0o644)
        #expect(try ConfigurationFile.load(environment: environment).searchHistory == expected)
    }

    @Test(
        "searchHistory that is not true or false is a configuration error (78) naming the path and the key",
        arguments: [#""no""#, #""false""#, "[]", "{}"])
    func searchHistoryNotBoolean(json: String) throws {
        defer { cleanUp() }
        let environment = try write(#"{"searchHistory": \#(json)}"#)
        let error = #expect(throws: CLIFailure.self) { try ConfigurationFile.load(environment: environment) }
        #expect(error?.status == .configuration)
        #expect(
            error?.message == #"the config file \#(fileURL.path): "searchHistory" must be true or false"#,
            "\(String(describing: error))")
    }

    @Test("An unknown key is named in the error")
    func unknownKey() throws {
        defer { cleanUp() }
        let environment = try write(#"{"langauge": "fr-FR"}"#)
        let error = #expect(throws: CLIFailure.self) { try ConfigurationFile.load(environment: environment) }
        #expect(error?.message.contains("\"langauge\"") == true)
    }

    // MARK: Precedence

    @Test("Credentials: environment over file over none; a token over a key within a level")
    func credentialPrecedence() throws {
        let both = file(apiKey: "file-key", token: "file-token")
        #expect(try resolve([:], file: file(apiKey: "file-key")).source.credentials == .apiKey("file-key"))
        #expect(try resolve([:], file: both).source.credentials == .readAccessToken("file-token"))
        #expect(try resolve(["TMDB_API_KEY": "env-key"], file: both).source.credentials == .apiKey("env-key"))
        #expect(
            try resolve(["TMDB_API_KEY": "env-key", "TMDB_READ_ACCESS_TOKEN": "env-token"], file: both).source
                .credentials == .readAccessToken("env-token"))
        #expect(try resolve([:], file: .none).source == .catalog(announced: true))
        #expect(try resolve([:], ["--source", "catalog"], file: both).source == .catalog(announced: false))
    }

    @Test("Base URL: environment over file over default")
    func baseURLPrecedence() throws {
        let configured = file(apiKey: "file-key", baseURL: "http://file.example/3")
        #expect(try resolve([:], file: file(apiKey: "k")).source.baseURL == TMDbAPI.defaultBaseURL)
        #expect(try resolve([:], file: configured).source.baseURL == URL(string: "http://file.example/3"))
        #expect(
            try resolve(["TMDB_API_BASE_URL": "http://env.example/3"], file: configured).source.baseURL
                == URL(string: "http://env.example/3"))
    }

    @Test("A bad base URL in the file is a configuration error (78) naming the file")
    func badFileBaseURL() {
        let error = #expect(throws: CLIFailure.self) {
            try resolve([:], file: file(apiKey: "k", baseURL: "ftp://nope"))
        }
        #expect(error?.status == .configuration)
        #expect(error?.message.contains("/conf/popcorn/config.json") == true)
    }

    @Test("Language: flag over environment over file over default")
    func languagePrecedence() throws {
        let configured = file(language: "it-IT")
        #expect(try resolve([:], file: .none).language == "en-US")
        #expect(try resolve([:], file: configured).language == "it-IT")
        #expect(try resolve(["POPCORN_LANGUAGE": "fr-FR"], file: configured).language == "fr-FR")
        #expect(
            try resolve(["POPCORN_LANGUAGE": "fr-FR"], ["--language", "de-DE"], file: configured).language == "de-DE")
        let error = #expect(throws: CLIFailure.self) { try resolve([:], file: file(language: "italian")) }
        #expect(error?.status == .configuration)
    }

    @Test("Region: flag over environment over file over the language's region over US")
    func regionPrecedence() throws {
        let configured = file(region: "it")
        #expect(try resolve([:], file: .none).region == "US")
        #expect(try resolve([:], file: file(language: "pt-BR")).region == "BR")
        #expect(try resolve([:], file: file(language: "pt-BR", region: "pt")).region == "PT")
        #expect(try resolve(["POPCORN_LANGUAGE": "en-GB"], file: configured).region == "IT")
        #expect(try resolve(["POPCORN_REGION": "fr"], file: configured).region == "FR")
        #expect(try resolve(["POPCORN_REGION": "FR"], ["--region", "DE"], file: configured).region == "DE")
    }

    @Test("A bad region in the file is a usage error (64) naming the file", arguments: ["Italy", "I", "i7"])
    func badFileRegion(text: String) {
        let error = #expect(throws: CLIFailure.self) { try resolve([:], file: file(region: text)) }
        #expect(error?.status == .usage)
        #expect(error?.message.contains("\"region\" in /conf/popcorn/config.json") == true)
        #expect(error?.message.contains("\n") == false)
    }

    @Test("Search history: POPCORN_NO_HISTORY over the file's searchHistory over on")
    func searchHistoryPrecedence() throws {
        var off = ConfigurationFile.none
        off.searchHistory = false
        var on = ConfigurationFile.none
        on.searchHistory = true
        #expect(try resolve([:], file: .none).recordsSearchHistory)
        #expect(try resolve([:], file: on).recordsSearchHistory)
        #expect(try !resolve([:], file: off).recordsSearchHistory)
        #expect(try !resolve(["POPCORN_NO_HISTORY": "1"], file: on).recordsSearchHistory)
        #expect(try resolve(["POPCORN_NO_HISTORY": "0"], file: off).recordsSearchHistory)
        #expect(try !resolve(["POPCORN_NO_HISTORY": " "], file: off).recordsSearchHistory)
    }

    @Test("Timeout: environment over file over 10 seconds")
    func timeoutPrecedence() throws {
        #expect(try resolve([:], file: .none).httpTimeout == 10)
        #expect(try resolve([:], file: file(timeout: 3)).httpTimeout == 3)
        #expect(try resolve(["POPCORN_HTTP_TIMEOUT": "2.5"], file: file(timeout: 3)).httpTimeout == 2.5)
        #expect(try resolve(["POPCORN_HTTP_TIMEOUT": " "], file: file(timeout: 3)).httpTimeout == 3)
    }

    @Test(
        "An invalid POPCORN_HTTP_TIMEOUT is a configuration error (78)",
        arguments: ["0", "-1", "ten", "nan", "inf", "601", "1s"])
    func invalidTimeout(text: String) {
        let error = #expect(throws: CLIFailure.self) { try resolve(["POPCORN_HTTP_TIMEOUT": text], file: .none) }
        #expect(error?.status == .configuration)
        #expect(error?.message.contains("POPCORN_HTTP_TIMEOUT") == true)
    }

    @Test("An invalid file timeout is a configuration error (78) naming the file")
    func invalidFileTimeout() {
        let error = #expect(throws: CLIFailure.self) { try resolve([:], file: file(timeout: 0)) }
        #expect(error?.status == .configuration)
        #expect(error?.message.contains("/conf/popcorn/config.json") == true)
    }
}

extension DataSource {
    fileprivate var credentials: TMDbCredentials? {
        if case .tmdb(_, let credentials) = self {
            return credentials
        }
        return nil
    }

    fileprivate var baseURL: URL? {
        if case .tmdb(let url, _) = self {
            return url
        }
        return nil
    }
}
