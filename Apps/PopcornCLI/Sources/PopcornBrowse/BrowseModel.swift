/// Everything the browser shows and remembers, separate from any terminal: the back stack of
/// screens (the last is on screen), what keys mean now, and the status line. Keys go in through
/// ``handle(_:)``, which answers with what to do (``BrowseEffect``); loaded screens and failures
/// come back through ``show(_:)`` and ``fail(_:loading:)``.
public struct BrowseModel: Equatable, Sendable {
    /// The screens, oldest first; never empty. The first is the start screen's current tab.
    public private(set) var stack: [BrowseScreen]
    public private(set) var mode: BrowseMode = .browsing
    /// One line under the list: a failure, a confirmation, or `Loading…`.
    public private(set) var status: String?
    /// The target being loaded, if any (a second Enter while it loads is ignored).
    public private(set) var loading: BrowseTarget?
    /// A tab being reloaded behind the screens on show (the watchlist after a change).
    private var refreshing: BrowseTarget?
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

    /// Applies a loaded screen, if it is still wanted: the one last asked for (pushed), the start
    /// screen's tab (which replaces the start screen, under whatever was opened meanwhile), or
    /// search results for the text in the search line (they replace the search screen). An
    /// answer to a request since overtaken (the person pressed another key, typed on) is dropped.
    public mutating func show(_ screen: BrowseScreen) {
        var screen = screen
        if case .search(let query) = screen.target, case .search = current.target {
            let typed: String? = if case .typingSearch(let text) = mode { text } else { nil }
            guard typed == query || loading == screen.target else {
                return
            }
            screen.scroll = 0
            stack[stack.count - 1] = screen
        } else if case .home = screen.target {
            // The start screen's tab, even when the person opened something before it came.
            let isRefresh = refreshing == screen.target && stack[0].target == screen.target
            guard loading == screen.target || isRefresh || stack[0].target == screen.target && stack[0].rows.isEmpty
            else {
                return
            }
            if isRefresh {
                refreshing = nil
                screen.selection =
                    stack[0].selection.flatMap {
                        screen.rows.indices.contains($0) && screen.rows[$0].isSelectable ? $0 : nil
                    } ?? screen.selection
                screen.scroll = stack[0].scroll
            }
            if stack.count == 1 {
                stack = [screen]
            } else {
                stack[0] = screen
            }
        } else {
            guard loading == screen.target else {
                return
            }
            stack.append(screen)
        }
        if loading == screen.target {
            loading = nil
            status = nil
        }
        let rows = visibleRows
        update { $0.keepSelectionVisible(visibleRows: rows) }
    }

    /// Reloads the start screen when it shows `tab` (the watchlist after a title was added or
    /// taken off), quietly: the status line keeps its message and the selection stays put.
    public mutating func refresh(_ tab: BrowseTab) -> BrowseEffect? {
        guard self.tab == tab else {
            return nil
        }
        refreshing = .home(tab)
        return .load(.home(tab))
    }

    /// Asks for the start screen's first tab: the first thing the driver does.
    public mutating func start() -> BrowseEffect? {
        request(.home(tab))
    }

    /// Shows why the load of `target` failed in the status line; the screen stays as it was,
    /// usable. A failure of a request since overtaken is not shown.
    public mutating func fail(_ message: String, loading target: BrowseTarget) {
        guard loading == target || stack[0].target == target && stack[0].rows.isEmpty else {
            return
        }
        if loading == target {
            loading = nil
        }
        status = message
    }

    /// Takes the number of list rows that fit now (after a resize, or a screen with a taller
    /// header), and scrolls so the selection stays in view.
    public mutating func fit(visibleRows: Int) {
        self.visibleRows = max(1, visibleRows)
        let rows = self.visibleRows
        update { $0.keepSelectionVisible(visibleRows: rows) }
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

    /// Opens an empty search screen above the one on show. A screen still loading is forgotten
    /// (arriving now, it would land on top of the search); the start screen's first tab still
    /// fills in underneath.
    mutating func pushSearch() {
        loading = nil
        status = nil
        stack.append(.emptySearch)
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
