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
            renderer.render(calendar) == """
                Episodes and releases from 2008-01-20 to 2008-01-27 for the titles you follow
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

    @Test("nothing airing: says how to follow a series or look further")
    func nothing() {
        #expect(
            renderer.render(CalendarModel(from: "2026-11-27", to: "2026-12-11", items: []))
                == "Episodes and releases from 2026-11-27 to 2026-12-11 for the titles you follow\n"
                + "Nothing airs or comes out then. Follow a title with popcorn watchlist add tv <ref> (or movie), "
                + "or look further with --days or --past.\n")
    }

    @Test("at 40 columns the title is cut with …, never the command")
    func narrow() {
        let narrow = CalendarRenderer(style: TextStyle(isEnabled: false), width: 40)
        let calendar = CalendarModel(
            from: "2008-01-27", to: "2008-01-27", items: [Self.episode("2008-01-27", 1, 2, "Cat's in the Bag...")])

        #expect(
            narrow.render(calendar).split(separator: "\n").last == "  Breakin…  popcorn tv episode 1396 S01E02")
    }
}
