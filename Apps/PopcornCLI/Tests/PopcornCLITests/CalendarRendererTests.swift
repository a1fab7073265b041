import CalendarApplication
import Testing

@testable import PopcornCLI

@Suite("CalendarRenderer")
struct CalendarRendererTests {
    let renderer = CalendarRenderer(style: TextStyle(isEnabled: false))

    static func episode(_ date: String, _ season: Int, _ number: Int, _ name: String?) -> CalendarItemModel {
        CalendarItemModel(
            date: date, seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: season, episodeNumber: number,
            name: name, overview: nil)
    }

    @Test("each day once, then its episodes, each with the command that opens it; a title cut to the width")
    func days() {
        let calendar = CalendarModel(
            from: "2008-01-20", to: "2008-01-27",
            items: [
                Self.episode("2008-01-20", 1, 1, "Pilot"), Self.episode("2008-01-20", 1, 2, nil),
                Self.episode("2008-01-27", 1, 3, "...And the Bag's in the River"),
            ])

        #expect(
            renderer.render(calendar) == """
                What airs from 2008-01-20 to 2008-01-27 for the series you follow
                2008-01-20
                  Breaking Bad S01E01 · Pilot  popcorn tv episode 1396 S01E01
                  Breaking Bad S01E02  popcorn tv episode 1396 S01E02
                2008-01-27
                  Breaking Bad S01E03 · ...And the Bag's in the…  popcorn tv episode 1396 S01E03

                """)
    }

    @Test("nothing airing: says how to follow a series or look further")
    func nothing() {
        #expect(
            renderer.render(CalendarModel(from: "2026-11-27", to: "2026-12-11", items: []))
                == "What airs from 2026-11-27 to 2026-12-11 for the series you follow\n"
                + "Nothing airs then. Follow a series with popcorn watchlist add tv <ref>, or look further with "
                + "--days or --past.\n")
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
