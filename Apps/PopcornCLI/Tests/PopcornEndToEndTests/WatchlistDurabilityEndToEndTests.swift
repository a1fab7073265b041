import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The watchlist is never lost: processes writing at once, processes killed mid-write, a full disk
/// and a damaged file, through the real binary on the offline catalog.
@Suite("Watchlist durability, end to end")
struct WatchlistDurabilityEndToEndTests {
    /// Twenty movies of the offline catalog.
    static let movies = [
        550, 603, 680, 13, 155, 157336, 238, 240, 278, 274, 807, 98, 105, 120, 129, 11, 329, 348, 424, 597,
    ]

    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// `$POPCORN_DATA_DIR/watchlist.sqlite`.
    var watchlistFile: URL {
        runner.dataDirectory.appendingPathComponent("watchlist.sqlite", isDirectory: false)
    }

    /// The movie ids on the watchlist, as `list --json` gives them, sorted.
    func movieIDs() async throws -> [Int] {
        let run = try await runner.run(["watchlist", "list", "--json", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        return JSONDocument.resultIDs(try JSONDocument.object(run.stdout)).sorted()
    }

    /// `PRAGMA integrity_check` of the watchlist file, by the sqlite3 program.
    func integrity() async throws -> String {
        let run = try await runner.runShell("sqlite3 \"\(watchlistFile.path)\" 'PRAGMA integrity_check'")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("Eight processes adding and removing different titles at once lose none")
    func concurrentWriters() async throws {
        let (kept, removed) = (Array(Self.movies.prefix(8)), Array(Self.movies.suffix(8)))
        for id in removed {
            #expect(try await runner.run(["watchlist", "add", "movie", "\(id)", "--source", "catalog"]).status == 0)
        }
        let runner = runner

        let runs = try await withThrowingTaskGroup(of: PopcornRun.self) { group in
            for (add, remove) in zip(kept, removed) {
                group.addTask {
                    try await runner.runShell(
                        "$POPCORN watchlist add movie \(add) --source catalog"
                            + " && $POPCORN watchlist remove movie \(remove) --source catalog")
                }
            }
            var runs: [PopcornRun] = []
            for try await run in group {
                runs.append(run)
            }
            return runs
        }

        for run in runs {
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        }
        #expect(try await movieIDs() == kept.sorted())
        #expect(try await integrity() == "ok")
    }

    @Test("Twenty processes killed during their writes leave a sound file holding every add they acknowledged")
    func killedWriters() async throws {
        // How long one add takes on this machine, so the kills spread over a whole add.
        let started = Date()
        #expect(try await runner.run(["watchlist", "add", "tv", "1396", "--source", "catalog"]).status == 0)
        let addTime = Date().timeIntervalSince(started)
        var acknowledged: [Int] = []
        var killed = 0
        for (index, id) in Self.movies.enumerated() {
            // From at once to well after the write, so some die before, some during and some after it.
            let delay = Int(addTime * 1.5 * 1000 * Double(index) / Double(Self.movies.count - 1))
            let outcome = try await runner.runKilled(
                ["watchlist", "add", "movie", "\(id)", "--source", "catalog"], after: delay)
            if outcome == nil {
                killed += 1
            } else if outcome == 0 {
                acknowledged.append(id)
            }
        }

        #expect(try await integrity() == "ok")
        let names = try FileManager.default.contentsOfDirectory(atPath: runner.dataDirectory.path)
        let backup = try await runner.runShell("sqlite3 \"\(watchlistFile.path).bak\" 'PRAGMA integrity_check'")
        #expect(backup.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "ok", "\(backup) \(names)")
        let kept = try await movieIDs()
        #expect(Set(acknowledged).isSubset(of: kept), "acknowledged \(acknowledged), kept \(kept)")
        #expect(killed > 0 && !acknowledged.isEmpty, "killed \(killed), acknowledged \(acknowledged)")
    }

    @Test("A full disk fails the add in one line (74) and leaves the watchlist as it was")
    func fullDisk() async throws {
        try FileManager.default.createDirectory(at: runner.dataDirectory, withIntermediateDirectories: true)
        let mounted = try await runner.runShell("mount -t tmpfs -o size=256k tmpfs \"\(runner.dataDirectory.path)\"")
        try #require(mounted.status == 0, "a small tmpfs is needed to fill a disk: \(mounted)")
        defer { _ = umount(runner.dataDirectory.path) }
        #expect(try await runner.run(["watchlist", "add", "movie", "550", "--source", "catalog"]).status == 0)
        let filler = runner.dataDirectory.appendingPathComponent("filler").path
        _ = try await runner.runShell("dd if=/dev/zero of=\"\(filler)\" bs=4096 2>/dev/null; true")
        // Room to open the file (its WAL index) but not to commit: the write itself fails.
        let size = try #require(try FileManager.default.attributesOfItem(atPath: filler)[.size] as? Int)
        let handle = try #require(FileHandle(forWritingAtPath: filler))
        try handle.truncate(atOffset: UInt64(size - 48 * 1024))
        try handle.close()

        let full = try await runner.run(["watchlist", "add", "movie", "603", "--source", "catalog"])

        #expect(full.status == 74, "\(full)")
        #expect(full.stderrLines.count == 1 && full.stderr.contains("the disk is full"), "\(full)")
        try FileManager.default.removeItem(atPath: filler)
        #expect(try await movieIDs() == [550])
        #expect(try await integrity() == "ok")
    }

    @Test("A damaged watchlist exits 74 naming the file and its backup, and nothing is overwritten")
    func damagedFile() async throws {
        #expect(try await runner.run(["watchlist", "add", "movie", "550", "--source", "catalog"]).status == 0)
        let backup = try Data(contentsOf: watchlistFile.appendingPathExtension("bak"))
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: watchlistFile)

        for arguments in [["list"], ["add", "movie", "603"], ["export"]] {
            let run = try await runner.run(["watchlist"] + arguments + ["--source", "catalog"])
            #expect(run.status == 74, "\(arguments): \(run)")
            #expect(run.stderrLines.count == 1, "\(run)")
            #expect(run.stderr.contains("\(watchlistFile.path) is damaged"), "\(run)")
            #expect(run.stderr.contains("then run: cp '\(watchlistFile.path).bak' '\(watchlistFile.path)'"), "\(run)")
            #expect(try Data(contentsOf: watchlistFile) == garbage)
            #expect(try Data(contentsOf: watchlistFile.appendingPathExtension("bak")) == backup)
        }
        let details = try await runner.run(["movie", "550", "--source", "catalog"])
        #expect(details.status == 0 && !details.stdout.contains("Watchlist"), "\(details)")

        try backup.write(to: watchlistFile)
        #expect(try await movieIDs() == [550])
    }
}
