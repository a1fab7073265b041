extension BrowseModel {
    /// Acts on one key, and says what the driver should do about it, if anything.
    public mutating func handle(_ key: BrowseKey) -> BrowseEffect? {
        if key == .interrupt {
            return .quit
        }
        switch mode {
        case .help:
            setMode(.browsing)  // Any key closes the help.
            return key == .character("q") ? .quit : nil
        case .typingSearch(let text):
            return handleTyping(key, text: text)
        case .browsing:
            return handleBrowsing(key)
        }
    }

    private mutating func handleBrowsing(_ key: BrowseKey) -> BrowseEffect? {
        switch key {
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        case .pageUp: move(by: -max(1, visibleRows - 1))
        case .pageDown: move(by: max(1, visibleRows - 1))
        case .home, .character("g"): selectEnd(last: false)
        case .end, .character("G"): selectEnd(last: true)
        case .enter, .right, .character("l"):
            return current.selectedTarget.flatMap { request($0) }
        case .backspace, .left, .escape, .character("h"): goBack()
        case .character("q"): return .quit
        case .character("?"): setMode(.help)
        case .character("/"): return startSearch()
        case .tab: return stack.count == 1 ? request(.home(tab.next)) : nil
        case .character("w"):
            return (current.selectedTarget?.watchlistTitle ?? current.target.watchlistTitle).map {
                .toggleWatchlist($0)
            }
        case .character("o"):
            return (current.target.webURL != nil ? current.target : current.selectedTarget)
                .flatMap { $0.webURL == nil ? nil : .openWeb($0) }
        case .character(let character):
            if let number = character.wholeNumberValue, let tab = BrowseTab(rawValue: number), stack.count == 1 {
                return request(.home(tab))
            }
        default: break
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

    private mutating func selectEnd(last: Bool) {
        let rows = visibleRows
        update {
            $0.selectEnd(last: last)
            $0.keepSelectionVisible(visibleRows: rows)
        }
    }

    private mutating func move(by steps: Int) {
        let rows = visibleRows
        update {
            $0.moveSelection(by: steps)
            $0.keepSelectionVisible(visibleRows: rows)
        }
    }
}
