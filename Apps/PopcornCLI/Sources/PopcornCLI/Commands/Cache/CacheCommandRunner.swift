import CoreDomain
import DataPersistence
import Foundation

/// One cache file a cache command looks at.
struct CacheFile: Sendable, Equatable {
    /// Which source's file: `tmdb` (cache.sqlite) or `catalog` (catalog.sqlite).
    let source: DataSourceChoice
    let url: URL

    /// A label for people: `TMDb cache` or `catalog cache`.
    var label: String {
        switch source {
        case .tmdb: "TMDb cache"
        case .catalog: "catalog cache"
        }
    }
}

/// What `popcorn cache stats` found in one file; `stats` is `nil` when the file does not exist yet.
struct CacheFileReport: Sendable, Equatable, Encodable {
    let source: DataSourceChoice
    let path: String
    let exists: Bool
    let stats: CacheStats?
}

/// How many entries a clear or prune deleted from one file.
struct CacheFileCount: Sendable, Equatable {
    let file: CacheFile
    /// `nil` when the file does not exist (nothing to do).
    let deleted: Int?
}

extension DataSourceChoice: Encodable {}

/// Runs the cache commands over the cache directory: opens each existing file with
/// ``PopcornDatabase/openCache(at:migrations:now:)`` (printing its repair warnings), never
/// creating a file that is not there.
struct CacheCommandRunner: Sendable {
    let directory: URL
    let console: Console
    let now: Date
    let migrations: [any DatabaseMigrations]

    /// The runner for this process: the environment's cache directory, the real console and clock.
    static func live(environment: [String: String] = ProcessInfo.processInfo.environment) -> CacheCommandRunner {
        CacheCommandRunner(
            directory: CacheLocation.directory(environment: environment),
            console: Console(),
            now: Date(),
            migrations: CompositionRoot.migrations
        )
    }

    /// The files a command touches: both (TMDb first) unless `source` names one.
    func files(source: DataSourceChoice?) -> [CacheFile] {
        let all: [DataSourceChoice] = [.tmdb, .catalog]
        return all.filter { source == nil || $0 == source }.map { choice in
            let name =
                choice == .tmdb
                ? DataSource.tmdb(baseURL: URL(fileURLWithPath: "/"), credentials: .apiKey("")).cacheFileName
                : DataSource.catalog(announced: false).cacheFileName
            return CacheFile(source: choice, url: directory.appendingPathComponent(name, isDirectory: false))
        }
    }

    func stats(source: DataSourceChoice?) throws(CLIFailure) -> [CacheFileReport] {
        var reports: [CacheFileReport] = []
        for file in files(source: source) {
            let stats = try withMaintenance(of: file) { maintenance throws(DataAccessError) in try maintenance.stats() }
            reports.append(
                CacheFileReport(source: file.source, path: file.url.path, exists: stats != nil, stats: stats))
        }
        return reports
    }

    func clear(source: DataSourceChoice?) throws(CLIFailure) -> [CacheFileCount] {
        var counts: [CacheFileCount] = []
        for file in files(source: source) {
            let deleted = try withMaintenance(of: file) { maintenance throws(DataAccessError) in try maintenance.clear()
            }
            counts.append(CacheFileCount(file: file, deleted: deleted))
        }
        return counts
    }

    func prune(source: DataSourceChoice?, timeToLive: CacheTimeToLive = .standard) throws(CLIFailure)
        -> [CacheFileCount]
    {
        var counts: [CacheFileCount] = []
        for file in files(source: source) {
            let deleted = try withMaintenance(of: file) { maintenance throws(DataAccessError) in
                try maintenance.prune(timeToLive: timeToLive, now: now)
            }
            counts.append(CacheFileCount(file: file, deleted: deleted))
        }
        return counts
    }

    /// Runs `body` over the file's maintenance; `nil` when the file does not exist.
    private func withMaintenance<T>(
        of file: CacheFile,
        _ body: (CacheMaintenance) throws(DataAccessError) -> T
    ) throws(CLIFailure) -> T? {
        guard FileManager.default.fileExists(atPath: file.url.path) else {
            return nil
        }
        do {
            let opened = try PopcornDatabase.openCache(at: file.url, migrations: migrations, now: now)
            for warning in opened.warnings {
                console.warning(warning)
            }
            let maintenance = CacheMaintenance(
                database: opened.database,
                tables: PopcornDatabase.cacheTables(for: migrations),
                fileURL: file.url
            )
            return try body(maintenance)
        } catch {
            throw CLIFailure(
                .failure,
                "the \(file.label) \(file.url.path) could not be used (\(Self.detail(error))); "
                    + "check its permissions, or delete it"
            )
        }
    }

    private static func detail(_ error: DataAccessError) -> String {
        switch error {
        case .storage(let detail?), .unknown(let detail?), .unreachable(let detail?), .invalidResponse(let detail?):
            detail
        default:
            "\(error)"
        }
    }
}
