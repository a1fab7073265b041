extension BrowseModel {
    /// What `w` on a person (or a season's row that is no title) says.
    public static let onlyTitlesOnTheWatchlist = "Only movies and series go on the watchlist"

    /// What `m` on anything but a movie or an episode says.
    public static let onlyWatchable = "Only a movie or an episode is logged as watched"

    /// What a second `m` on the progress tab says before its row has moved on.
    public static let progressMoving = "Logging the episode…; the row moves on to the next one in a moment"

    /// What `r` on anything but a movie, a series or an episode says.
    public static let onlyRatable = "Only a movie, a series or an episode is rated"

    /// Acts on one key, and says what the driver should do about it, if anything.
    public mutating func handle(_ key: BrowseKey) -> BrowseEffect? {
        if key == .interrupt {
            return .quit
        }
        // After a `/` that waits for a load, every key is text for the search line it will open
        // (`h` and `q` included) until one that ends the line.
        if isWaiting, isTypingAhead {
            queue(key)
            return nil
        }
        if mode == .browsing && key == .character("q") {
            return .quit
        }
        if isWaiting {
            guard leavesTheLoad(key) else {
                queue(key)
                return nil
            }
            // Going back, home or to another tab leaves the screen on its way: back only cancels it;
            // the others cancel it and then go.
            cancelLoading()
            if [.backspace, .left, .escape, .character("h")].contains(key) {
                return nil
            }
        }
        switch mode {
        case .help:
            // ↑ ↓ (j k) scroll a help taller than the terminal; any other key closes it, q included.
            switch key {
            case .down, .character("j"): helpScroll = min(helpScroll + 1, BrowseRenderer.helpLines.count - 1)
            case .up, .character("k"): helpScroll = max(0, helpScroll - 1)
            default: setMode(.browsing)
            }
            return nil
        case .typingSearch(let text):
            return handleTyping(key, text: text)
        case .typingRating(let target, let text):
            return handleRating(key, target: target, text: text)
        case .browsing:
            return handleBrowsing(key)
        }
    }

    private mutating func handleBrowsing(_ key: BrowseKey) -> BrowseEffect? {
        switch key {
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): return move(by: 1)
        case .pageUp: move(by: -max(1, visibleRows - 1))
        case .pageDown: return move(by: max(1, visibleRows - 1))
        case .home, .character("g"): selectEnd(last: false)
        case .end, .character("G"): return selectEnd(last: true)
        case .enter, .right, .character("l"):
            return current.selectedTarget.flatMap { request($0) }
        case .backspace, .left, .escape, .character("h"): goBack()
        case .character("H"): goHome()
        case .character("?"):
            helpScroll = 0
            setMode(.help)
        case .character("/"): return startSearch()
        case .tab: return switchTab(to: tab.next)
        case .backTab: return switchTab(to: tab.previous)
        case .character("w"): return toggleWatchlist()
        case .character("m") where current.target != .home(.watchlist): return logWatch()
        case .character("u"): return .undoWatch
        case .character("r"): startRating()
        case .character("m"), .character("d"): return changeWatchlistEntry(marking: key == .character("m"))
        case .character("o"):
            return (current.target.webURL != nil ? current.target : current.selectedTarget)
                .flatMap { $0.webURL == nil ? nil : .openWeb($0) }
        case .character(let character):
            if let number = character.wholeNumberValue, let tab = BrowseTab(rawValue: number) {
                return switchTab(to: tab)
            }
        default: break
        }
        return nil
    }

    /// Whether `key` leaves a screen still loading rather than waiting for it: back, home and the
    /// keys of another tab, so a slow load never holds the person on it. The key of the tab being
    /// loaded waits for it like any other.
    /// Whether the keys waiting for a load open the search line and leave it open: the next key
    /// typed is text for it.
    var isTypingAhead: Bool {
        guard let slash = queuedKeys.lastIndex(of: .character("/")) else {
            return false
        }
        return !queuedKeys[slash...].contains { [.enter, .down, .escape].contains($0) }
    }

    func leavesTheLoad(_ key: BrowseKey) -> Bool {
        switch key {
        case .backspace, .left, .escape, .character("h"), .character("H"), .tab, .backTab: true
        case .character(let character):
            character.wholeNumberValue.flatMap(BrowseTab.init(rawValue:)).map { loading != .home($0) } ?? false
        default: false
        }
    }

    /// `w`: the selected title (or the screen's) onto the watchlist or off it; a person cannot go on it.
    private mutating func toggleWatchlist() -> BrowseEffect? {
        guard let title = current.selectedTarget?.watchlistTitle ?? current.target.watchlistTitle else {
            say(Self.onlyTitlesOnTheWatchlist)
            return nil
        }
        return .toggleWatchlist(title)
    }

    /// `m` and `d` on the watchlist tab: the selected entry marked watched (or not), or taken off.
    private mutating func changeWatchlistEntry(marking: Bool) -> BrowseEffect? {
        guard current.target == .home(.watchlist) else {
            return nil
        }
        guard let title = current.selectedTarget?.watchlistTitle else {
            return nil
        }
        return marking ? .toggleWatched(title) : .removeFromWatchlist(title)
    }

    /// `m`: the selected movie or episode (or the screen's) logged as watched today. On the
    /// progress tab, a second `m` waits for the row to move on: until it does, it still names the
    /// episode just logged.
    private mutating func logWatch() -> BrowseEffect? {
        guard let target = current.selectedTarget?.watchable ?? current.target.watchable else {
            say(Self.onlyWatchable)
            return nil
        }
        if current.target == .home(.progress) {
            guard !isProgressMoving else {
                say(Self.progressMoving)
                return nil
            }
            isProgressMoving = true
        }
        return .logWatch(target)
    }

    /// `r`: opens the rating line for the selected movie, series or episode (or the screen's). A
    /// progress row stands for its series (it opens the next episode, which is not watched yet).
    private mutating func startRating() {
        var selected = current.selectedTarget
        if current.target == .home(.progress), case .episode(let seriesID, _, _)? = selected {
            selected = .tvSeries(seriesID)
        }
        guard let target = selected?.ratable ?? current.target.ratable else {
            say(Self.onlyRatable)
            return
        }
        say(nil)
        setMode(.typingRating(target, ""))
    }

    private mutating func handleRating(_ key: BrowseKey, target: BrowseTarget, text: String) -> BrowseEffect? {
        switch key {
        case .escape:
            setMode(.browsing)
        case .enter:
            setMode(.browsing)
            return .rate(target, text)
        case .backspace:
            setMode(.typingRating(target, String(text.dropLast())))
        case .character(let character)
        where character.isASCII && character.isNumber || character == "." || character == ",":
            setMode(.typingRating(target, text + (character == "," ? "." : String(character))))
        default:
            break
        }
        return nil
    }

    private mutating func handleTyping(_ key: BrowseKey, text: String) -> BrowseEffect? {
        switch key {
        case .escape:
            setMode(.browsing)
            if case .search = current.target, current.rows.isEmpty {
                goBack()
            }
            return nil
        case .enter, .down:
            setMode(.browsing)
            guard !text.isEmpty else {
                return nil
            }
            // Results for this very text are on show: keep the search; else ask for them now.
            return current.target == .search(text) ? .recordSearch(text) : request(.search(text))
        case .backspace:
            guard !text.isEmpty else {
                return nil
            }
            return typed(String(text.dropLast()))
        case .character(let character) where !character.isNewline:
            return typed(text + String(character))
        default:
            return nil
        }
    }

    /// Opens the search line: on the search screen, to change its text; elsewhere, on a new one.
    private mutating func startSearch() -> BrowseEffect? {
        if case .search(let query) = current.target {
            setMode(.typingSearch(query))
            return nil
        }
        pushSearch()
        setMode(.typingSearch(""))
        return nil
    }

    private mutating func typed(_ text: String) -> BrowseEffect {
        setMode(.typingSearch(text))
        return .search(text)
    }

    /// Selects the first or last row; End on the last row of a paged list asks for the next page.
    @discardableResult
    private mutating func selectEnd(last: Bool) -> BrowseEffect? {
        if last, current.isAtLastRow {
            return requestNextPage()
        }
        let rows = visibleRows
        update {
            $0.selectEnd(last: last)
            $0.keepSelectionVisible(visibleRows: rows)
        }
        return nil
    }

    /// Moves the selection; moving down past the last row of a paged list asks for the next page.
    @discardableResult
    private mutating func move(by steps: Int) -> BrowseEffect? {
        if steps > 0, current.isAtLastRow {
            return requestNextPage()
        }
        let rows = visibleRows
        update {
            $0.moveSelection(by: steps)
            $0.keepSelectionVisible(visibleRows: rows)
        }
        return nil
    }
}
