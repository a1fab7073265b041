import Foundation
import Testing

/// `popcorn calendar` through the real binary, on the demo catalog: with Breaking Bad followed, its
/// 62 episodes by air date, as a list, as JSON, and as an iCalendar document a real parser reads.
@Suite("Calendar, end to end")
struct CalendarEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// Runs `popcorn arguments... --source catalog`, which must succeed.
    @discardableResult
    func run(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await runner.run(arguments + ["--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        return run
    }

    @Test("Following nothing, the calendar says how to follow a title")
    func followingNothing() async throws {
        let run = try await self.run(["calendar"])

        #expect(run.stdoutLines.count == 2, "\(run)")
        #expect(
            run.stdoutLines.last
                == "Nothing airs or comes out then: you follow no title yet. Follow one with "
                + "popcorn watchlist add tv <ref> (or movie).", "\(run)")
    }

    @Test("With Breaking Bad on the watchlist, --past 7000 --days 0 lists its 62 episodes by air date")
    func breakingBad() async throws {
        try await run(["watchlist", "add", "tv", "1396"])
        let list = try await run(["calendar", "--past", "7000", "--days", "0"])
        let json = try await run(["calendar", "--past", "7000", "--days", "0", "--json"])

        #expect(
            Array(list.stdoutLines.dropFirst().prefix(4)) == [
                "2008-01-20", "  Breaking Bad S01E01 · Pilot  popcorn tv episode 1396 S01E01",
                "2008-01-27", "  Breaking Bad S01E02 · Cat's in the Bag...  popcorn tv episode 1396 S01E02",
            ], "\(list)")
        let items = try #require(try JSONDocument.object(json.stdout)["items"] as? [[String: Any]], "\(json)")
        #expect(items.count == 62)
        let dates = items.compactMap { $0["date"] as? String }
        #expect(dates == dates.sorted())
        #expect(items.first?["kind"] as? String == "episode" && items.first?["seriesID"] as? Int == 1396)
        #expect(items.last?["seasonNumber"] as? Int == 5 && items.last?["episodeNumber"] as? Int == 16)
    }

    @Test("A movie on the watchlist is listed on its release day in the region, its JSON row the movie's own keys")
    func movie() async throws {
        try await run(["watchlist", "add", "movie", "550"])
        let json = try await run(["calendar", "--past", "10000", "--days", "0", "--json"])
        let britain = try await run(["calendar", "--past", "10000", "--days", "0", "--region", "GB"])

        let items = try #require(try JSONDocument.object(json.stdout)["items"] as? [[String: Any]], "\(json)")
        #expect(items.count == 1, "\(json)")
        #expect(Set(items.first?.keys.map { $0 } ?? []) == ["date", "kind", "movieID", "title", "releaseType"])
        #expect(items.first?["date"] as? String == "1999-10-15" && items.first?["kind"] as? String == "movie")
        #expect(items.first?["movieID"] as? Int == 550 && items.first?["releaseType"] as? String == "theatrical")
        #expect(
            Array(britain.stdoutLines.dropFirst()) == ["1999-11-12", "  Fight Club · in cinemas  popcorn movie 550"],
            "\(britain)")
    }

    @Test("--ics is an iCalendar document Python's icalendar reads: 62 events, UIDs the same in two exports")
    func iCalendar() async throws {
        try await run(["watchlist", "add", "tv", "1396"])
        let file = runner.userDirectory.appendingPathComponent("popcorn.ics")
        try await run(["calendar", "--past", "7000", "--days", "0", "--ics", "--output", file.path])
        let second = try await run(["calendar", "--past", "7000", "--days", "0", "--ics"])
        let script = """
            import sys, icalendar
            first = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            second = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
            uids = lambda c: [str(e['UID']) for e in c.walk('VEVENT')]
            print(len(uids(first)), uids(first) == uids(second), str(first['X-WR-CALNAME']),
                  str(first.walk('VEVENT')[0]['SUMMARY']))
            """
        // The python3 of the test run's PATH, where .ci/run installs icalendar.
        let python = try #require(Self.python3, "no python3 on the PATH")
        let parsed = try await runner.runShell(
            "printf '%s' \"$ICS\" | \"$PYTHON\" -c \"$SCRIPT\" \"$FILE\"",
            environment: ["ICS": second.stdout, "SCRIPT": script, "FILE": file.path, "PYTHON": python])

        #expect(parsed.status == 0, "\(parsed)")
        #expect(parsed.stdout == "62 True Popcorn: what's coming Breaking Bad S01E01 · Pilot\n", "\(parsed)")
        #expect(second.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
    }

    @Test("whats-new lists what aired since a day given; without one, since a week back, then since the day asked")
    func whatsNew() async throws {
        try await run(["watchlist", "add", "tv", "1396"])
        let since = try await run(["whats-new", "--since", "2013-09-20"])
        let first = try await run(["whats-new", "--json"])
        let again = try await run(["whats-new", "--json"])

        #expect(
            since.stdoutLines == [
                "New since 2013-09-20 for the titles you follow", "2013-09-22",
                "  Breaking Bad S05E15 · Granite State  popcorn tv episode 1396 S05E15", "2013-09-29",
                "  Breaking Bad S05E16 · Felina  popcorn tv episode 1396 S05E16",
            ], "\(since)")
        let week = try JSONDocument.object(first.stdout)
        #expect(week["since"] as? String != week["to"] as? String, "a week back the first time: \(first)")
        let document = try JSONDocument.object(again.stdout)
        #expect((document["items"] as? [Any])?.isEmpty == true, "\(again)")
        #expect(document["since"] as? String == document["to"] as? String, "\(again)")
        #expect(
            FileManager.default.fileExists(
                atPath: runner.dataDirectory.appendingPathComponent("calendar.sqlite").path))
    }

    @Test("A calendar.sqlite that cannot be read stops whats-new with exit 74 naming it, and is left as it was")
    func damagedMemory() async throws {
        try await run(["watchlist", "add", "tv", "1396"])
        let file = runner.dataDirectory.appendingPathComponent("calendar.sqlite")
        let garbage = Data(repeating: 0x2A, count: 8192)
        try garbage.write(to: file)

        let news = try await runner.run(["whats-new", "--source", "catalog"])
        let since = try await runner.run(["whats-new", "--since", "2013-09-28", "--source", "catalog"])

        #expect(news.status == 74, "\(news)")
        #expect(news.stdout.isEmpty, "\(news)")
        #expect(news.stderrLines.count == 1 && news.stderr.contains(file.path), "\(news)")
        #expect(since.status == 0 && since.stdout.contains("Felina"), "a day given does not read the file: \(since)")
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test("whats-new whose output cannot be written (a full disk) leaves the day it was last asked as it was")
    func fullDisk() async throws {
        try await run(["watchlist", "add", "tv", "1396"])
        let full = try await runner.runShell(#""$POPCORN" whats-new --source catalog > /dev/full"#)
        let next = try await run(["whats-new", "--json"])

        #expect(full.status == 74, "\(full)")
        let document = try JSONDocument.object(next.stdout)
        #expect(document["since"] as? String != document["to"] as? String, "still a week back: \(next)")
    }

    @Test("--since after today is a usage error (64)")
    func sinceTomorrow() async throws {
        let tomorrow = try await runner.run(["whats-new", "--since", "2999-01-01", "--source", "catalog"])

        #expect(tomorrow.status == 64 && tomorrow.stderr.contains("is after today"), "\(tomorrow)")
    }

    /// `python3` as the test process's own PATH finds it.
    static let python3: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { "\($0)/python3" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("--output without --ics, and --ics with --json, are usage errors (64)")
    func usage() async throws {
        let output = try await runner.run(["calendar", "--output", "x.ics", "--source", "catalog"])
        let both = try await runner.run(["calendar", "--ics", "--json", "--source", "catalog"])

        #expect(output.status == 64 && output.stderr.contains("--output goes with --ics"), "\(output)")
        #expect(both.status == 64 && both.stderr.contains("--ics and --json are two formats"), "\(both)")
    }
}
