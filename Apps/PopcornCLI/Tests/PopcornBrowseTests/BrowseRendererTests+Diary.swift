import PopcornBrowse
import Testing

extension BrowseRendererTests {
    @Test("all eight tabs show at 80 columns, closer together when they do not fit spaced out")
    func eightTabs() {
        let narrow = BrowseRenderer(width: 80, height: 24).frame(for: BrowseModel(start: .mockTrending()))
        let wide = BrowseRenderer(width: 120, height: 24).frame(for: BrowseModel(start: .mockTrending()))

        #expect(
            narrow.lines[1].trimmingTrailingSpaces
                == " [1 Trending] 2 Movies 3 TV 4 People 5 Watchlist 6 Progress 7 History 8 Calendar")
        #expect(
            wide.lines[1].trimmingTrailingSpaces
                == " [1 Trending]  2 Movies   3 TV   4 People   5 Watchlist   6 Progress   7 History   8 Calendar")
    }

    @Test("while a rating is typed, the status line asks for it and the cursor follows the text")
    func ratingLine() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("r"))
        _ = model.handle(.character("8"))

        let frame = BrowseRenderer(width: 80, height: 24).frame(for: model)

        #expect(frame.lines[23].trimmingTrailingSpaces == " Rate 0.5–10 (empty clears): 8")
        #expect(frame.cursor?.0 == 23 && frame.cursor?.1 == 30)
    }

    @Test("the progress tab's hints name m, u and r")
    func progressHints() {
        var model = BrowseModel(start: .mockTrending())
        model.open(
            BrowseScreen(
                target: .home(.progress), title: "Your progress",
                rows: [BrowseRow("Breaking Bad", target: .episode(seriesID: 1396, season: 2, episode: 1))]))

        let frame = BrowseRenderer(width: 80, height: 24).frame(for: model)

        #expect(
            frame.lines[23].trimmingTrailingSpaces == " ↑↓ move  ⏎ open  m watched  u undo  r rate  / search  q quit")
    }
}
