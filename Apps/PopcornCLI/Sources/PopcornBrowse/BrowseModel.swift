import TerminalImages

/// Everything the browser shows and remembers, separate from any terminal: the back stack of
/// screens (the last is on screen), what keys mean now, and the status line. Keys go in through
/// ``handle(_:)``, which answers with what to do (``BrowseEffect``); loaded screens and failures
/// come back through ``show(_:)`` and ``fail(_:loading:)``.
///
/// Keys typed while a screen or a page loads wait in order and are applied once it lands, so
/// `1 j j w` typed in one burst acts on the third row of the tab it opened.
public struct BrowseModel: Equatable, Sendable {
    /// The screens, oldest first; never empty. The first is the start screen's current tab.
    public private(set) var stack: [BrowseScreen]
    public private(set) var mode: BrowseMode = .browsing
    /// How far the help is scrolled, in lines, on a terminal too short to show it whole.
    public internal(set) var helpScroll = 0
    /// One line under the list: a failure, a confirmation, or `Loading…`.
    public private(set) var status: String?
    /// A web address the status line shows, which the terminal may make a link of.
    public private(set) var statusLink: String?
    /// The target being loaded, if any (a second Enter while it loads is ignored).
    public internal(set) var loading: BrowseTarget?
    /// The page of a paged list being loaded, if any.
    public internal(set) var pageRequest: BrowsePageRequest?
    /// Keys typed while a screen or a page loads, applied in order once it lands.
    public internal(set) var queuedKeys: [BrowseKey] = []
    /// Said in the title bar on every screen (`demo catalog`), or `nil`.
    public let banner: String?
    /// A tab being reloaded behind the screens on show (the watchlist after a change).
    var refreshing: BrowseTarget?
    /// The title on show being read again after a change (``refreshTitleOnShow()``).
    var refreshingScreen: BrowseTarget?
    /// Whether an `m` on the progress tab waits for the tab to be read again (its row still names
    /// the episode just logged).
    var isProgressMoving = false
    /// Each tab's screen as it was left (its rows, pages, selection and scroll), for coming back.
    var keptTabs: [BrowseTab: BrowseScreen] = [:]
    /// How many list rows fit on screen (the renderer's layout says), for paging and scrolling.
    public private(set) var visibleRows: Int = 10

    /// A browser on its start screen, before anything is loaded.
    public init(start: BrowseScreen, banner: String? = nil) {
        stack = [start]
        self.banner = banner
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

    /// Whether keys must wait: a screen or a page the person asked for is on its way.
    var isWaiting: Bool {
        mode == .browsing && (loading != nil || pageRequest != nil)
    }

    /// Applies a loaded screen, if it is still wanted: the one last asked for (pushed), the start
    /// screen's tab (which replaces the start screen, under whatever was opened meanwhile), or
    /// search results for the text in the search line (they replace the search screen). An
    /// answer to a request since overtaken (the person pressed another key, typed on) is dropped.
    /// Returns what the keys typed meanwhile ask for, applied now in order.
    @discardableResult
    public mutating func show(_ screen: BrowseScreen) -> [BrowseEffect] {
        var screen = screen
        if screen.target == .home(.progress) {
            isProgressMoving = false
        }
        if refreshingScreen == screen.target, stack.count > 1, current.target == screen.target {
            // The title on show read again after a change to your data: in place, cursor kept.
            refreshingScreen = nil
            screen.selection =
                current.selection.flatMap {
                    screen.rows.indices.contains($0) && screen.rows[$0].isSelectable ? $0 : nil
                }
                ?? screen.selection
            screen.scroll = current.scroll
            if screen.picturePath == current.picturePath {
                screen.picture = current.picture
            }
            stack[stack.count - 1] = screen
            return []
        }
        if case .search(let query) = screen.target, case .search = current.target {
            let typed: String? = if case .typingSearch(let text) = mode { text } else { nil }
            guard typed == query || loading == screen.target else {
                return []
            }
            screen.scroll = 0
            stack[stack.count - 1] = screen
        } else if case .home = screen.target {
            // The start screen's tab, even when the person opened something before it came.
            let isRefresh = refreshing == screen.target && stack[0].target == screen.target
            guard loading == screen.target || isRefresh || stack[0].target == screen.target && stack[0].rows.isEmpty
            else {
                return []
            }
            if isRefresh {
                refreshing = nil
                screen.selection =
                    stack[0].selection.flatMap {
                        screen.rows.indices.contains($0) && screen.rows[$0].isSelectable ? $0 : nil
                    } ?? screen.selection
                screen.scroll = stack[0].scroll
            }
            stack[0] = screen
        } else {
            guard loading == screen.target else {
                return []
            }
            stack.append(screen)
        }
        if loading == screen.target {
            loading = nil
            say(nil)
        }
        let rows = visibleRows
        update { $0.keepSelectionVisible(visibleRows: rows) }
        return replayQueuedKeys()
    }

    /// Appends a page of a paged list to the screen that asked for it, moves the selection onto
    /// its first row (the move past the end asked for it), and applies the keys typed meanwhile.
    @discardableResult
    public mutating func append(_ screen: BrowseScreen, page: Int) -> [BrowseEffect] {
        guard pageRequest == BrowsePageRequest(target: screen.target, page: page), current.target == screen.target,
            current.paging?.page == page - 1
        else {
            return []
        }
        pageRequest = nil
        say(nil)
        let rows = visibleRows
        update { shown in
            let wasAtEnd = shown.isAtLastRow
            shown.rows += screen.rows
            shown.paging =
                screen.paging
                ?? shown.paging.map {
                    BrowsePaging(page: page, totalPages: $0.totalPages, totalResults: $0.totalResults)
                }
            if wasAtEnd {
                shown.moveSelection(by: 1)
            }
            shown.keepSelectionVisible(visibleRows: rows)
        }
        return replayQueuedKeys()
    }

    /// Reloads the start screen when it shows `tab` (the watchlist after a title was added or
    /// taken off), quietly: the status line keeps its message and the selection stays put. A kept
    /// screen of that tab is forgotten, so coming back to it reads it again.
    public mutating func refresh(_ tab: BrowseTab) -> BrowseEffect? {
        keptTabs[tab] = nil
        guard self.tab == tab else {
            return nil
        }
        refreshing = .home(tab)
        return .load(.home(tab))
    }

    /// Reads the title on show again (its screen says what your diary holds of it, which a change
    /// just altered), quietly, when a title is on show and nothing else is loading.
    public mutating func refreshTitleOnShow() -> BrowseEffect? {
        guard stack.count > 1, loading == nil, pageRequest == nil, current.target.watchlistTitle != nil else {
            return nil
        }
        refreshingScreen = current.target
        return .load(current.target)
    }

    /// Puts the decoded poster at `path` on the screens of `target` that show it (the one on show, or
    /// one the person has since left for another: going back finds it drawn).
    public mutating func attach(_ picture: RasterImage, to target: BrowseTarget, path: String) {
        for index in stack.indices where stack[index].target == target && stack[index].picturePath == path {
            stack[index].picture = picture
        }
    }

    /// Asks for the start screen's first tab: the first thing the driver does.
    public mutating func start() -> BrowseEffect? {
        request(.home(tab))
    }

    /// Shows why the load of `target` failed: a tab's on its own screen (the tab stays selected),
    /// anything else in the status line, the screen on show staying as it was, usable. A failure
    /// of a request since overtaken is not shown. Keys typed meanwhile are dropped: they were
    /// meant for a screen that did not come.
    public mutating func fail(_ message: String, loading target: BrowseTarget) {
        if target == .home(.progress) {
            isProgressMoving = false
        }
        guard loading == target || stack[0].target == target && stack[0].rows.isEmpty else {
            return
        }
        if loading == target {
            loading = nil
        }
        queuedKeys = []
        if case .home = target, stack[0].target == target, stack[0].rows.isEmpty {
            stack[0].emptyText = message
        }
        say(message)
    }

    /// Says why the next page of a list could not be had; the rows loaded stay.
    public mutating func failPage(_ message: String, page: Int, of target: BrowseTarget) {
        guard pageRequest == BrowsePageRequest(target: target, page: page) else {
            return
        }
        pageRequest = nil
        queuedKeys = []
        say(message)
    }

    /// Takes the number of list rows that fit now (after a resize, or a screen with a taller
    /// header), and scrolls so the selection stays in view.
    public mutating func fit(visibleRows: Int) {
        self.visibleRows = max(1, visibleRows)
        let rows = self.visibleRows
        update { $0.keepSelectionVisible(visibleRows: rows) }
    }

    /// Shows a one-line message (a confirmation, a failure) in the status line; `link`, a web
    /// address the message shows, which the terminal may make clickable.
    public mutating func say(_ message: String?, link: String? = nil) {
        status = message
        statusLink = message == nil ? nil : link
    }

    /// Asks for `target` to be loaded, saying so in the status line.
    mutating func request(_ target: BrowseTarget) -> BrowseEffect? {
        guard loading != target else {
            return nil
        }
        loading = target
        say("Loading…")
        return .load(target)
    }

    /// Asks for the next page of the list on show, when it has one.
    mutating func requestNextPage() -> BrowseEffect? {
        guard let paging = current.paging, paging.hasMore, pageRequest == nil else {
            return nil
        }
        let request = BrowsePageRequest(target: current.target, page: paging.page + 1)
        pageRequest = request
        say("Loading more…")
        return .loadPage(request.target, page: request.page)
    }

    /// Applies the keys that waited for a load, in order; a key that starts another load makes
    /// the rest wait again.
    mutating func replayQueuedKeys() -> [BrowseEffect] {
        guard !isWaiting else {
            return []
        }
        let keys = queuedKeys
        queuedKeys = []
        return keys.compactMap { handle($0) }
    }

    /// Keeps `key` until the load on its way lands.
    mutating func queue(_ key: BrowseKey) {
        queuedKeys.append(key)
    }

    /// Changes the screen on show in place.
    mutating func update(_ change: (inout BrowseScreen) -> Void) {
        change(&stack[stack.count - 1])
    }

    /// Replaces the whole back stack (going home, switching tabs).
    mutating func replaceStack(with screens: [BrowseScreen]) {
        stack = screens
    }

    /// Opens an empty search screen above the one on show. A screen still loading is forgotten
    /// (arriving now, it would land on top of the search); the start screen's first tab still
    /// fills in underneath.
    mutating func pushSearch() {
        loading = nil
        say(nil)
        stack.append(.emptySearch)
    }

    /// Leaves the screen on show for the one under it (the start screen stays); while a screen is
    /// on its way, forgets it instead and stays.
    mutating func goBack() {
        if loading != nil || pageRequest != nil {
            cancelLoading()
        } else if stack.count > 1 {
            stack.removeLast()
            say(nil)
        }
    }

    /// Enters or leaves the search line.
    mutating func setMode(_ mode: BrowseMode) {
        self.mode = mode
    }
}
