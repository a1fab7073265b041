/// Everything the browser shows and remembers, separate from any terminal: the back stack of
/// screens (the last is on screen), what keys mean now, and the status line. Keys go in through
/// ``handle(_:)``, which answers with what to do (``BrowseEffect``); loaded screens and failures
/// come back through ``show(_:)`` and ``fail(_:)``.
public struct BrowseModel: Equatable, Sendable {
    /// The screens, oldest first; never empty. The first is the start screen's current tab.
    public private(set) var stack: [BrowseScreen]
    public private(set) var mode: BrowseMode = .browsing
    /// One line under the list: a failure, a confirmation, or `Loading…`.
    public private(set) var status: String?
    /// The target being loaded, if any (a second Enter while it loads is ignored).
    public private(set) var loading: BrowseTarget?
    /// How many list rows fit on screen (the renderer's layout says), for paging and scrolling.
    public private(set) var visibleRows: Int = 10

    /// A browser on its start screen, before anything is loaded.
    public init(start: BrowseScreen) {
        stack = [start]
    }

    /// The screen on show.
    public var current: BrowseScreen { stack[stack.count - 1] }

    /// The tab the start screen shows.
    public var tab: BrowseTab {
        if case .home(let tab) = stack[0].target {
            return tab
        }
        return .trending
    }

    /// Applies a loaded screen: a tab replaces the start screen (and everything above it), the
    /// results of a search replace the search screen, anything else is pushed.
    public mutating func show(_ screen: BrowseScreen) {
        if loading == screen.target {
            loading = nil
            status = nil
        }
        var screen = screen
        switch screen.target {
        case .home:
            stack = [screen]
        case .search(let query):
            guard case .search = current.target else {
                stack.append(screen)
                break
            }
            if case .typingSearch(let typed) = mode, typed != query {
                return  // An answer to text since changed: the newer search is on its way.
            }
            screen.scroll = 0
            stack[stack.count - 1] = screen
        default:
            stack.append(screen)
        }
        let rows = visibleRows
        update { $0.keepSelectionVisible(visibleRows: rows) }
    }

    /// Takes the number of list rows that fit now (after a resize, or a screen with a taller
    /// header), and scrolls so the selection stays in view.
    public mutating func fit(visibleRows: Int) {
        self.visibleRows = max(1, visibleRows)
        let rows = self.visibleRows
        update { $0.keepSelectionVisible(visibleRows: rows) }
    }

    /// Shows why a load failed in the status line; the screen stays as it was, usable.
    public mutating func fail(_ message: String, loading target: BrowseTarget? = nil) {
        if target == nil || loading == target {
            loading = nil
        }
        status = message
    }

    /// Shows a one-line message (a confirmation, a URL) in the status line.
    public mutating func say(_ message: String) {
        status = message
    }

    /// Asks for `target` to be loaded, saying so in the status line.
    mutating func request(_ target: BrowseTarget) -> BrowseEffect? {
        guard loading != target else {
            return nil
        }
        loading = target
        status = "Loading…"
        return .load(target)
    }

    /// Changes the screen on show in place.
    mutating func update(_ change: (inout BrowseScreen) -> Void) {
        change(&stack[stack.count - 1])
    }

    /// Leaves the screen on show for the one under it; the start screen stays.
    mutating func goBack() {
        if stack.count > 1 {
            stack.removeLast()
            loading = nil
            status = nil
        }
    }

    /// Enters or leaves the search line.
    mutating func setMode(_ mode: BrowseMode) {
        self.mode = mode
    }
}
