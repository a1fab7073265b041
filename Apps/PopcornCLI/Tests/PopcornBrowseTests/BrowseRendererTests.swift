import PopcornBrowse
import Testing

@Suite("BrowseRenderer")
struct BrowseRendererTests {
    @Test(
        "every line is exactly the terminal's width, and there are exactly its height of them",
        arguments: [
            (80, 24), (200, 60), (40, 10),
        ])
    func fillsTheTerminalExactly(width: Int, height: Int) {
        var model = BrowseModel(start: .mockTrending())
        model.open(.mockMovie())

        let frame = BrowseRenderer(width: width, height: height).frame(for: model)

        #expect(frame.lines.count == height)
        #expect(frame.lines.allSatisfy { $0.displayWidth == width })
    }

    @Test("the start screen shows its tabs, the current one in brackets, and marks the selected row")
    func startScreen() throws {
        let frame = BrowseRenderer(width: 80, height: 24).frame(for: BrowseModel(start: .mockTrending()))

        #expect(frame.lines[0].hasPrefix(" popcorn · Trending today"))
        #expect(frame.lines[0].hasSuffix("? help "))
        #expect(frame.lines[1].contains("[1 Trending]"))
        #expect(frame.lines[1].contains(" 5 Watchlist "))
        let selected = try #require(frame.selectedLine)
        #expect(frame.lines[selected].hasPrefix(" › Fight Club"))
        #expect(frame.lines[23].contains("q quit"))
    }

    @Test("a details screen shows the path walked, its header, headings and aligned columns")
    func detailsScreen() {
        var model = BrowseModel(start: .mockTrending())
        model.open(.mockMovie())

        let frame = BrowseRenderer(width: 80, height: 24).frame(for: model)
        let text = frame.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }

        #expect(text[1] == " Trending today › Fight Club (1999)")
        #expect(text[2] == " Drama · 2h 19m")
        #expect(text.contains(" Cast"))
        #expect(text.contains(" › Edward Norton  Narrator"))
        #expect(text.contains("   Brad Pitt      Tyler Durden"))
        #expect(frame.headingLines.contains(text.firstIndex(of: " Cast") ?? -1))
    }

    @Test("the list scrolls with the selection and never runs into the status line")
    func scrolling() {
        var model = BrowseModel(start: .mockLong(count: 100))
        let renderer = BrowseRenderer(width: 80, height: 24)
        model.fit(visibleRows: renderer.visibleRows(for: model))
        for _ in 0..<30 {
            _ = model.handle(.down)
        }

        let frame = renderer.frame(for: model)

        #expect(frame.lines[frame.selectedLine ?? 0].hasPrefix(" › Movie 31 "))
        #expect(frame.lines[23].contains("q quit"))
        #expect(frame.selectedLine ?? 99 < 23)
    }

    @Test("long and wide text is cut with an ellipsis by display width, never wrapped")
    func cutsByDisplayWidth() {
        let screen = BrowseScreen(
            target: .movie(1), title: "千と千尋の神隠し (2001)",
            header: [String(repeating: "とても長い説明", count: 20)],
            rows: [BrowseRow(String(repeating: "Long title ", count: 20), detail: "detail", target: .movie(2))])
        var model = BrowseModel(start: .mockTrending())
        model.open(screen)

        let frame = BrowseRenderer(width: 80, height: 24).frame(for: model)

        #expect(frame.lines.allSatisfy { $0.displayWidth == 80 })
        #expect(frame.lines[2].contains("…"))
        #expect(frame.lines[0].contains("千と千尋の神隠し"))
    }

    @Test("the search line shows the text typed, with the cursor after it")
    func searchLine() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("/"))
        _ = model.handle(.character("f"))

        let frame = BrowseRenderer(width: 80, height: 24).frame(for: model)

        #expect(frame.lines[23].hasPrefix(" / f "))
        #expect(frame.cursor?.line == 23)
        #expect(frame.cursor?.column == 4)
    }

    @Test("the help lists the keys")
    func helpScreen() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("?"))

        let frame = BrowseRenderer(width: 80, height: 24).frame(for: model)
        let text = frame.lines.joined(separator: "\n")

        #expect(frame.lines.allSatisfy { $0.displayWidth == 80 })
        #expect(!text.contains("…"))

        #expect(text.contains("search movies, series and people as you type"))
        #expect(text.contains("q  Ctrl-C       quit"))
        #expect(!text.contains("more below"))
    }

    @Test("at 40×10 the help shows what fits, says there is more, and scrolls down to its last key")
    func helpScrolls() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("?"))
        let renderer = BrowseRenderer(width: 40, height: 10)

        let top = renderer.frame(for: model).lines.joined(separator: "\n")
        for _ in 0..<30 {
            _ = model.handle(.down)
        }
        let bottom = renderer.frame(for: model).lines.joined(separator: "\n")

        #expect(top.contains("↓ j  more below"))
        #expect(!top.contains("q  Ctrl-C"))
        #expect(bottom.contains("q  Ctrl-C"))
        #expect(!bottom.contains("more below"))
    }

    @Test("a terminal too small says so on its first line")
    func tooSmall() {
        let frame = BrowseRenderer(width: 30, height: 5).frame(for: BrowseModel(start: .mockTrending()))

        #expect(frame.lines.count == 5)
        #expect(frame.lines[0].hasPrefix("Make the terminal larger"))
    }

    @Test("the title bar says when the data is the demo catalog, and where a paged list is: 1-20 of 28")
    func titleBar() {
        let model = BrowseModel(start: .mockPage(1, of: 28), banner: "demo catalog")

        let frame = BrowseRenderer(width: 80, height: 24).frame(for: model)

        #expect(
            frame.lines[0] == " popcorn · Popular movies · 1-20 of 28".padding(toWidth: 59) + "demo catalog  ? help ")
    }

    @Test("the watchlist tab's hints name its keys; a web address in the status line is its link")
    func watchlistHintsAndLink() {
        var model = BrowseModel(start: BrowseScreen.mockTrending().retargeted(.home(.watchlist)))

        let hints = BrowseRenderer(width: 80, height: 24).frame(for: model)
        model.say("https://www.themoviedb.org/movie/550", link: "https://www.themoviedb.org/movie/550")
        let link = BrowseRenderer(width: 80, height: 24).frame(for: model)

        #expect(hints.lines[23].hasPrefix(" ↑↓ move  ⏎ open  m watched  d remove"))
        #expect(hints.statusLink == nil)
        #expect(link.lines[23].hasPrefix(" https://www.themoviedb.org/movie/550 "))
        #expect(link.statusLink == "https://www.themoviedb.org/movie/550")
    }
}

extension String {
    /// The string padded with spaces to `width` columns, for a whole expected line.
    fileprivate func padding(toWidth width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - displayWidth))
    }
}
