import Foundation
import Testing

/// `popcorn calendar` over a loopback TMDb: a followed series whose next episode airs in three days
/// is listed on that day, and the days before come with `--past`.
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
                + #""name":"Episode \#(index + 1)","air_date":"\#(day(offset))"}"#
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
}
