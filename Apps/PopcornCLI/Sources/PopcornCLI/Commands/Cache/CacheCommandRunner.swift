import CoreDomain
import DataPersistence
import Foundation
import TerminalImages

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
    static func live(environment: [String: String] = ProcessEnvironment.variables) -> CacheCommandRunner {
        CacheCommandRunner(
            directory: CacheLocation.directory(environment: environment),
            console: Console(),
            now: Date(),
            migrations: CompositionRoot.migrations
        )
    }

    /// The files a command touches (TMDb first, unless `source` names one): each source's en-US file
    /// whether or not it exists yet, then every other language's file found in the directory.
    func files(source: DataSourceChoice?) -> [CacheFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let languages = Set(names.compactMap(CacheFileName.init(parsing:)))
        let all: [DataSourceChoice] = [.tmdb, .catalog]
        return all.filter { source == nil || $0 == source }.flatMap { choice in
            let others = languages.filter { $0.source == choice && $0.language != CacheFileName.bareLanguage }
            return
                ([CacheFileName(source: choice, language: CacheFileName.bareLanguage)]
                + others.sorted { $0.language < $1.language }).map { name in
                    CacheFile(
                        source: choice, language: name.language,
                        url: directory.appendingPathComponent(name.fileName, isDirectory: false))
                }
        }
    }

    /// The posters and photos `--poster` and `browse` keep, beside the cache files.
    private var images: ImageFileCache {
        ImageFileCache(directory: PopcornConfiguration.imageCacheDirectory(in: directory))
    }

    /// The posters and photos kept for live TMDb (the demo catalog has none): `nil` under
    /// `--source catalog`.
    func imageCache(source: DataSourceChoice?) -> ImageCacheReport? {
        guard source != .catalog else {
            return nil
        }
        return ImageCacheReport(path: images.directory.path, usage: images.usage())
    }

    /// Removes every poster and photo kept (none under `--source catalog`); `nil` when not asked to.
    /// A file that cannot be removed fails the command (exit 1), as a cache file that cannot be
    /// cleared does.
    func clearImages(source: DataSourceChoice?) throws(CLIFailure) -> ImageCacheReport? {
        guard source != .catalog else {
            return nil
        }
        do {
            return ImageCacheReport(path: images.directory.path, usage: try images.removeAll())
        } catch {
            throw CLIFailure(.failure, "\(error.reason); check the folder's permissions, or delete it")
        }
    }

    /// Each file's entries, read without changing anything on disk: no migration, no repair, no
    /// WAL index left behind (``DataPersistence/ReadOnlyDatabase``).
    func stats(source: DataSourceChoice?) throws(CLIFailure) -> [CacheFileReport] {
        var reports: [CacheFileReport] = []
        for file in files(source: source) {
            let exists = FileManager.default.fileExists(atPath: file.url.path)
            var stats: CacheStats?
            var problem: String?
            if exists {
                do {
                    let database = try ReadOnlyDatabase.open(at: file.url)
                    stats = try CacheMaintenance(
                        reading: database, tables: PopcornDatabase.cacheTables(for: migrations), fileURL: file.url
                    ).stats()
                } catch {
                    problem = Self.detail(error)
                }
            }
            reports.append(
                CacheFileReport(
                    source: file.source, language: file.language, path: file.url.path, exists: exists,
                    stats: stats, problem: problem))
        }
        return reports
    }

    /// Deletes every entry of each file and gives the space back, and removes the copies of it that
    /// were moved aside as damaged.
    func clear(source: DataSourceChoice?) throws(CLIFailure) -> [CacheFileCount] {
        var counts: [CacheFileCount] = []
        for file in files(source: source) {
            let deleted = try withMaintenance(of: file) { maintenance throws(DataAccessError) in try maintenance.clear()
            }
            CacheMaintenance.removeMovedAsideCopies(of: file.url)
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
