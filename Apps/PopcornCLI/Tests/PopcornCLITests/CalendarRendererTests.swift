import CalendarApplication
import CalendarDomain
import Testing

@testable import PopcornCLI

@Suite("CalendarRenderer")
struct CalendarRendererTests {
    let renderer = CalendarRenderer(style: TextStyle(isEnabled: false))

    static func episode(_ date: String, _ season: Int, _ number: Int, _ name: String?) -> CalendarItemModel {
        .episode(
            CalendarEpisodeItemModel(
                date: date, seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: season, episodeNumber: number,
                name: name, overview: nil))
    }

    static func release(_ date: String, _ kind: CalendarReleaseKind) -> CalendarItemModel {
        .movie(
            CalendarReleaseItemModel(
                date: date, movieID: 693_134, title: "Dune: Part Two", releaseType: kind, overview: "Paul unites."))
    }

    @Test(
        "each day once, then its episodes and releases, each with the command that opens it; a title cut to the width")
    func days() {
        let calendar = CalendarModel(
            from: "2008-01-20", to: "2008-01-27",
            items: [
                Self.episode("2008-01-20", 1, 1, "Pilot"), Self.episode("2008-01-20", 1, 2, nil),
                Self.release("2008-01-20", .theatrical),
                Self.episode("2008-01-27", 1, 3, "...And the Bag's in the River"),
                Self.release("2008-01-27", .digital), Self.release("2008-01-27", .physical),
            ])

        #expect(
            renderer.render(calendar, region: "US") == """
                From 2008-01-20 to 2008-01-27, for the titles you follow (releases in US)
                2008-01-20
                  Breaking Bad S01E01 · Pilot  popcorn tv episode 1396 S01E01
                  Breaking Bad S01E02  popcorn tv episode 1396 S01E02
                  Dune: Part Two · in cinemas  popcorn movie 693134
                2008-01-27
                  Breaking Bad S01E03 · ...And the Bag's in the…  popcorn tv episode 1396 S01E03
                  Dune: Part Two · to stream, rent or buy  popcorn movie 693134
                  Dune: Part Two · on disc  popcorn movie 693134

                """)
    }

    @Test("nothing on with nothing followed says how to follow a title")
    func nothingFollowed() {
        #expect(
            renderer.render(CalendarModel(from: "2026-11-27", to: "2026-12-11", items: []), region: "GB")
                == "From 2026-11-27 to 2026-12-11, for the titles you follow (releases in GB)\n"
                + "Nothing airs or comes out then: you follow no title yet. Follow one with "
                + "popcorn watchlist add tv <ref> (or movie).\n")
    }

    @Test("nothing on for titles followed says how many, and to look further")
    func nothingOn() {
        #expect(
            renderer.render(CalendarModel(from: "2026-11-27", to: "2026-12-11", items: [], followed: 3), region: "US")
                .split(separator: "\n").last
                == "Nothing airs or comes out then for the 3 titles you follow; look further with --days or --past.")
    }

    @Test("at 40 columns a row too narrow for its title and command puts the command below, whole")
    func narrow() {
        let narrow = CalendarRenderer(style: TextStyle(isEnabled: false), width: 40)
        let calendar = CalendarModel(
            from: "2008-01-27", to: "2008-01-27",
            items: [
                Self.episode("2008-01-27", 1, 2, "Cat's in the Bag..."), Self.release("2008-01-27", .theatrical),
            ])

        let lines = narrow.render(calendar, region: "US").split(separator: "\n").dropFirst()

        #expect(
            Array(lines) == [
                "2008-01-27", "  Breaking Bad S01E02 · Cat's in the Ba…", "    popcorn tv episode 1396 S01E02",
                "  Dune: Part Two · in cinemas", "    popcorn movie 693134",
            ])
        #expect(lines.allSatisfy { $0.count <= 40 })
    }
}
