import Foundation
import Testing

/// `popcorn calendar` over a loopback TMDb: a followed series whose next episode airs in three days
/// is listed on that day, the days before come with `--past`, and `whats-new` names it once it has
/// aired.
@Suite("Calendar over live TMDb, end to end")
struct CalendarLiveEndToEndTests {
    let server: LoopbackTMDbServer
    let runner: PopcornRunner
    /// Today, as popcorn sees it with `TZ=UTC`.
    static let today = Date()

    init() throws {
        server = try LoopbackTMDbServer(router: Self.route)
        runner = try PopcornRunner(
            environment: ["TMDB_API_KEY": "e2e-key", "TMDB_API_BASE_URL": server.baseURL, "TZ": "UTC"])
    }

    /// `YYYY-MM-DD`, `days` from today (UTC).
    static func day(_ days: Int) -> String {
        let date = today.addingTimeInterval(TimeInterval(days) * 86_400)
        return String(date.formatted(.iso8601).prefix(10))
    }

    /// The made-up series 777001 (one season of five episodes, the last airing in three days);
    /// anything else from the catalog's files.
    static let route: LoopbackTMDbServer.Router = { request in
        guard request.path.hasPrefix("/3/tv/777001") else {
            return CatalogFilesTMDbRouter.answer(request)
        }
        let offsets = [-30, -23, -16, -9, 3]
        let episodes = offsets.enumerated().map { index, offset in
            #"{"id":\#(7_770_010 + index),"episode_number":\#(index + 1),"season_number":1,"#
                + #""name":"Episode \#(index + 1)","air_date":"\#(day(offset))","overview":"\#(overview)"}"#
        }
        let season =
            #"{"id":77700101,"season_number":1,"name":"Season 1","air_date":"\#(day(-30))","#
            + #""episodes":[\#(episodes.joined(separator: ","))]}"#
        if request.path == "/3/tv/777001/season/1" {
            return .json(season)
        }
        let appended = (request.query["append_to_response"] ?? "").split(separator: ",")
            .filter { $0 == "season/1" }.map { _ in #","season/1":\#(season)"# }.joined()
        return .json(
            #"{"id":777001,"name":"Loopback Show","first_air_date":"\#(day(-30))","status":"Returning Series","#
                + #""number_of_seasons":1,"number_of_episodes":5,"#
                + #""seasons":[{"id":77700101,"season_number":1,"episode_count":5,"air_date":"\#(day(-30))","#
                + #""name":"Season 1"}],"#
                + #""last_episode_to_air":{"id":7770013,"episode_number":4,"season_number":1,"name":"Episode 4","#
                + #""air_date":"\#(day(-9))"},"#
                + #""next_episode_to_air":{"id":7770014,"episode_number":5,"season_number":1,"name":"Episode 5","#
                + #""air_date":"\#(day(3))"}\#(appended)}"#)
    }

    /// Each episode's overview: long, with commas, semicolons, a backslash and text beyond ASCII.
    static let overview =
        #"Zoë's café reopens; the crew, tired, films 日本語 subtitles \\ 🍿 again, and again; "#
        + #"nothing is the same, é, ü, 字, after the night the lights went out."#

    @Test(
        "Followed from the watchlist, the series' next episode is listed on the day it airs, and --past adds those before"
    )
    func nextEpisode() async throws {
        let add = try await runner.run(["watchlist", "add", "tv", "777001"])
        let coming = try await runner.run(["calendar", "--json"])
        let past = try await runner.run(["calendar", "--past", "10", "--json"])

        #expect(add.status == 0, "\(add)")
        #expect(coming.status == 0, "\(coming)")
        let items = try #require(try JSONDocument.object(coming.stdout)["items"] as? [[String: Any]], "\(coming)")
        #expect(items.map { "\($0["date"] ?? "") E\($0["episodeNumber"] ?? "")" } == ["\(Self.day(3)) E5"])
        #expect(items.first?["seriesName"] as? String == "Loopback Show")
        let earlier = try #require(try JSONDocument.object(past.stdout)["items"] as? [[String: Any]], "\(past)")
        #expect(earlier.map { $0["date"] as? String ?? "" } == [Self.day(-9), Self.day(3)])
    }

    @Test("--ics folds and escapes the long overview so that Python's icalendar reads it back whole")
    func iCalendarDescription() async throws {
        #expect(try await runner.run(["watchlist", "add", "tv", "777001"]).status == 0)
        let ics = try await runner.run(["calendar", "--ics"])
        let script = """
            import sys, icalendar
            events = icalendar.Calendar.from_ical(sys.stdin.buffer.read()).walk('VEVENT')
            sys.stdout.write(str(len(events)) + '\\n' + str(events[0]['DESCRIPTION']))
            """
        let python = try #require(CalendarEndToEndTests.python3, "no python3 on the PATH")
        let parsed = try await runner.runShell(
            "printf '%s' \"$ICS\" | \"$PYTHON\" -c \"$SCRIPT\"",
            environment: ["ICS": ics.stdout, "SCRIPT": script, "PYTHON": python])

        #expect(ics.status == 0, "\(ics)")
        let expected = Self.overview.replacing(#"\\"#, with: #"\"#)
        #expect(parsed.stdout == "1\n" + expected, "\(parsed)")
        let lines = ics.stdout.components(separatedBy: "\r\n")
        #expect(lines.contains { $0.hasPrefix(" ") }, "the description is folded: \(ics)")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    }

    @Test("The episode airing in three days is not new today, and is in whats-new once it has aired (four days on)")
    func whatsNewOnceAired() async throws {
        let add = try await runner.run(["watchlist", "add", "tv", "777001"])
        let today = try await runner.run(["whats-new", "--json"])
        // The clock four days on, for popcorn alone: Debian's faketime (which .ci/run installs).
        let later = try await runner.runShell(#"faketime -f +4d "$POPCORN" whats-new --json"#)

        #expect(add.status == 0, "\(add)")
        #expect(today.status == 0, "\(today)")
        let first = try JSONDocument.object(today.stdout)
        #expect(first["since"] as? String == Self.day(-7), "\(today)")
        #expect((first["items"] as? [[String: Any]])?.isEmpty == true, "\(today)")
        #expect(later.status == 0, "faketime is needed (apt-get install faketime): \(later)")
        let news = try JSONDocument.object(later.stdout)
        #expect(news["since"] as? String == Self.day(0), "\(later)")
        #expect(news["to"] as? String == Self.day(4), "\(later)")
        let items = try #require(news["items"] as? [[String: Any]], "\(later)")
        #expect(items.map { "\($0["date"] ?? "") E\($0["episodeNumber"] ?? "")" } == ["\(Self.day(3)) E5"])
    }
}
