import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The diary is never lost, as the watchlist: processes logging at once, processes killed
/// mid-write and a full disk, through the real binary on the offline catalog. (A damaged diary is
/// `TrackingEndToEndTests`'.)
@Suite("Diary durability, end to end")
struct TrackingDurabilityEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// `$POPCORN_DATA_DIR/tracking.sqlite`.
    var trackingFile: URL {
        runner.dataDirectory.appendingPathComponent("tracking.sqlite", isDirectory: false)
    }

    /// The diary as `history --json` gives it: each entry's `tmdbID` and, for an episode, its code.
    func diary() async throws -> [String] {
        let run = try await runner.run(["history", "--json", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        let results = try #require(try JSONDocument.object(run.stdout)["results"] as? [[String: Any]], "\(run)")
        return results.compactMap { entry in
            guard let item = entry["item"] as? [String: Any], let id = item["tmdbID"] as? Int else {
                return nil
            }
            guard let season = item["seasonNumber"] as? Int, let episode = item["episodeNumber"] as? Int else {
                return "\(id)"
            }
            return "\(id) S\(season)E\(episode)"
        }.sorted()
    }

    /// `PRAGMA integrity_check` of `file`, by the sqlite3 program.
    func integrity(_ file: URL) async throws -> String {
        let run = try await runner.runShell("sqlite3 \"\(file.path)\" 'PRAGMA integrity_check'")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("Eight processes logging different episodes at once lose none")
    func concurrentWriters() async throws {
        let episodes = (1...7).map { "S01E0\($0)" } + ["S02E01"]
        // The series' seasons cached first, so the eight race on the diary rather than on the cache.
        #expect(try await runner.run(["tv", "season", "1396", "1", "--source", "catalog"]).status == 0)
        #expect(try await runner.run(["tv", "season", "1396", "2", "--source", "catalog"]).status == 0)
        let runner = runner

        let runs = try await withThrowingTaskGroup(of: PopcornRun.self) { group in
            for episode in episodes {
                group.addTask {
                    try await runner.runShell("$POPCORN watched tv 1396 \(episode) --source catalog")
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
        #expect(try await diary() == ((1...7).map { "1396 S1E\($0)" } + ["1396 S2E1"]).sorted())
        #expect(try await integrity(trackingFile) == "ok")
    }

    @Test("Twenty processes killed during their writes leave a sound diary holding every watch they acknowledged")
    func killedWriters() async throws {
        let movies = [
            550, 603, 680, 13, 155, 157336, 238, 240, 278, 274, 807, 98, 105, 120, 129, 11, 329, 348, 424, 597,
        ]
        // How long one watch takes on this machine, so the kills spread over a whole write.
        let started = Date()
        #expect(try await runner.run(["watched", "tv", "1396", "S01E01", "--source", "catalog"]).status == 0)
        let writeTime = Date().timeIntervalSince(started)
        var acknowledged: [String] = []
        var killed = 0
        for (index, id) in movies.enumerated() {
            // From at once to well after the write, so some die before, some during and some after it.
            let delay = Int(writeTime * 1.5 * 1000 * Double(index) / Double(movies.count - 1))
            let outcome = try await runner.runKilled(
                ["watched", "movie", "\(id)", "--source", "catalog"], after: delay)
            if outcome == nil {
                killed += 1
            } else if outcome == 0 {
                acknowledged.append("\(id)")
            }
        }

        #expect(try await integrity(trackingFile) == "ok")
        #expect(try await integrity(trackingFile.appendingPathExtension("bak")) == "ok")
        let kept = try await diary()
        #expect(Set(acknowledged).isSubset(of: kept), "acknowledged \(acknowledged), kept \(kept)")
        #expect(killed > 0 && !acknowledged.isEmpty, "killed \(killed), acknowledged \(acknowledged)")
    }

    @Test("A full disk fails the watch in one line (74) and leaves the diary as it was")
    func fullDisk() async throws {
        try FileManager.default.createDirectory(at: runner.dataDirectory, withIntermediateDirectories: true)
        let mounted = try await runner.runShell("mount -t tmpfs -o size=256k tmpfs \"\(runner.dataDirectory.path)\"")
        try #require(mounted.status == 0, "a small tmpfs is needed to fill a disk: \(mounted)")
        defer { _ = umount(runner.dataDirectory.path) }
        #expect(try await runner.run(["watched", "movie", "550", "--source", "catalog"]).status == 0)
        // The title to log next is looked up now, so the full disk meets the diary's write.
        #expect(try await runner.run(["movie", "603", "--source", "catalog"]).status == 0)
        let filler = runner.dataDirectory.appendingPathComponent("filler").path
        _ = try await runner.runShell("dd if=/dev/zero of=\"\(filler)\" bs=4096 2>/dev/null; true")
        // Room to open the file but not to commit: the write itself fails. The screen's read left the
        // WAL index beside the file (a read-only connection does not remove it), so little is needed.
        let size = try #require(try FileManager.default.attributesOfItem(atPath: filler)[.size] as? Int)
        let handle = try #require(FileHandle(forWritingAtPath: filler))
        try handle.truncate(atOffset: UInt64(size - 8 * 1024))
        try handle.close()

        let full = try await runner.run(["watched", "movie", "603", "--source", "catalog"])

        #expect(full.status == 74, "\(full)")
        #expect(full.stderrLines.count == 1 && full.stderr.contains("the disk is full"), "\(full)")
        try FileManager.default.removeItem(atPath: filler)
        #expect(try await diary() == ["550"])
        #expect(try await integrity(trackingFile) == "ok")
    }
}
