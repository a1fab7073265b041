import PopcornBrowse
import TerminalImages

/// Runs the browser: draws the model, turns keys into effects, starts loads and searches (a
/// search waits for a pause in typing), and applies what comes back, until the person quits.
struct BrowseLoop {
    /// How long typing must pause before a search is sent.
    static let searchPause: Duration = .milliseconds(250)

    let terminal: RawTerminal
    let loader: any BrowseLoading
    var writer: FrameWriter
    var model: BrowseModel
    /// The search generation: a search typed later, or one asked for at once, overtakes a pause still running.
    private var searchGeneration = 0
    /// Writes to the search history, the watchlist and the diary still running; quitting waits for them.
    private let writes = PendingWrites()
    /// Whether a change to the watchlist or the diary is running (another `w`, `m` or `r` waits for it).
    private var isChangingUserData = false
    /// Changes typed while one runs, made in order after it (`w j w` changes two titles, `m j m`
    /// logs two episodes).
    private var waitingUserDataChanges: [@Sendable (any BrowseLoading) async -> String] = []

    /// How long quitting waits for writes still running.
    static let writesWait: Duration = .seconds(3)

    /// - Parameters:
    ///   - banner: said in the title bar on every screen (`demo catalog`), or `nil`.
    ///   - hyperlinks: whether the terminal makes links of OSC 8 (``TerminalHyperlinks``).
    ///   - pictureDepth: the colours posters are drawn in.
    init(
        terminal: RawTerminal, loader: any BrowseLoading, colour: Bool, pictureDepth: TerminalColourDepth,
        banner: String?, hyperlinks: Bool
    ) {
        self.terminal = terminal
        self.loader = loader
        self.writer = FrameWriter(colour: colour, hyperlinks: hyperlinks, pictureDepth: pictureDepth)
        self.model = BrowseModel(
            start: BrowseScreen(target: .home(.trending), title: BrowseTab.trending.title, rows: [], emptyText: ""),
            banner: banner)
    }

    mutating func run() async {
        let (events, sink) = AsyncStream<BrowseEvent>.makeStream()
        let reader = KeyReader(events: sink)
        reader.start()
        defer { reader.stop() }
        if let first = model.start() {
            perform(first, sink: sink)
        }
        draw()
        for await event in events {
            switch event {
            case .keys(let keys):
                var effects: [BrowseEffect] = []
                for key in keys {
                    guard let effect = model.handle(key) else {
                        continue
                    }
                    effects.append(effect)
                    if effect == .quit {
                        break
                    }
                }
                if await performAll(effects, sink: sink) {
                    return
                }
            case .resized:
                writer.invalidate()
            case .loaded(let target, .success(let screen)):
                let settled = model.loading == target && model.mode == .browsing
                let effects = model.show(screen)
                loadPicture(of: target, shownIn: screen, sink: sink)
                if case .search(let query) = target, settled {
                    perform(.recordSearch(query), sink: sink)
                }
                if await performAll(effects, sink: sink) {
                    return
                }
            case .loaded(let target, .failure(let failure)):
                model.fail(failure.message, loading: target)
            case .pageLoaded(_, let page, .success(let screen)):
                if await performAll(model.append(screen, page: page), sink: sink) {
                    return
                }
            case .pageLoaded(let target, let page, .failure(let failure)):
                model.failPage(failure.message, page: page, of: target)
            case .searchDue(let query, let generation) where generation == searchGeneration:
                if query.isEmpty {
                    model.show(.emptySearch)
                } else {
                    load(.search(query), sink: sink)
                }
            case .searchDue:
                break
            case .userDataChanged(let line):
                isChangingUserData = false
                model.say(line)
                if !waitingUserDataChanges.isEmpty {
                    startUserDataChange(waitingUserDataChanges.removeFirst(), sink: sink)
                }
                // Both tabs and the title on show read the diary: a watch logged changes what they say.
                for tab in [BrowseTab.watchlist, .progress] {
                    if let reload = model.refresh(tab) {
                        perform(reload, sink: sink)
                    }
                }
                if let reload = model.refreshTitleOnShow() {
                    perform(reload, sink: sink)
                }
            case .pictureLoaded(let target, let path, let picture):
                model.attach(picture, to: target, path: path)
            case .webPageOpened(let url, let opened):
                model.say(opened ? "Opened \(url) in your browser" : url, link: opened ? nil : url)
            case .inputClosed:
                await finishWrites()
                return
            }
            draw()
        }
    }

    /// Performs what keys asked for (typed now, or replayed after a load), in order; `true` when one
    /// of them quits (once the writes still running are done).
    private mutating func performAll(_ effects: [BrowseEffect], sink: AsyncStream<BrowseEvent>.Continuation) async
        -> Bool
    {
        for effect in effects {
            if effect == .quit {
                await finishWrites()
                return true
            }
            perform(effect, sink: sink)
        }
        return false
    }

    private mutating func perform(_ effect: BrowseEffect, sink: AsyncStream<BrowseEvent>.Continuation) {
        switch effect {
        case .load(let target):
            if case .search = target {
                searchGeneration += 1  // Asked for at once: the pause still running is overtaken.
            }
            load(target, sink: sink)
        case .loadPage(let target, let page):
            let loader = loader
            Task { sink.yield(.pageLoaded(target, page: page, await loader.screen(for: target, page: page))) }
        case .search(let query):
            searchGeneration += 1
            let generation = searchGeneration
            Task {
                try? await Task.sleep(for: Self.searchPause)
                sink.yield(.searchDue(query, generation: generation))
            }
        case .recordSearch(let query):
            let loader = loader
            writes.start { await loader.recordSearch(query) }
        case .toggleWatchlist(let target):
            changeUserData(sink: sink) { await $0.toggleWatchlist(target) }
        case .toggleWatched(let target):
            changeUserData(sink: sink) { await $0.toggleWatched(target) }
        case .removeFromWatchlist(let target):
            changeUserData(sink: sink) { await $0.removeFromWatchlist(target) }
        case .logWatch(let target):
            changeUserData(sink: sink) { await $0.logWatch(target) }
        case .undoWatch:
            changeUserData(sink: sink) { await $0.undoWatch() }
        case .rate(let target, let text):
            changeUserData(sink: sink) { await $0.rate(target, text) }
        case .openWeb(let target):
            guard let url = target.webURL else {
                break
            }
            let loader = loader
            Task { sink.yield(.webPageOpened(url, opened: await loader.openInBrowser(url))) }
        case .quit:
            break
        }
    }

    /// Runs one change to the watchlist or the diary at a time (another waits for it), counted among
    /// the writes quitting waits for; its line goes to the status line when done.
    private mutating func changeUserData(
        sink: AsyncStream<BrowseEvent>.Continuation, _ change: @escaping @Sendable (any BrowseLoading) async -> String
    ) {
        guard !isChangingUserData else {
            waitingUserDataChanges.append(change)
            return
        }
        startUserDataChange(change, sink: sink)
    }

    private mutating func startUserDataChange(
        _ change: @escaping @Sendable (any BrowseLoading) async -> String, sink: AsyncStream<BrowseEvent>.Continuation
    ) {
        isChangingUserData = true
        let loader = loader
        writes.start { sink.yield(.userDataChanged(await change(loader))) }
    }

    /// Lets the writes still running end (for a while), then makes the changes still waiting, in
    /// order, so that none typed before quitting is lost.
    private mutating func finishWrites() async {
        await writes.wait(upTo: Self.writesWait)
        let changes = waitingUserDataChanges
        waitingUserDataChanges = []
        guard !changes.isEmpty else {
            return
        }
        let loader = loader
        writes.start {
            for change in changes {
                _ = await change(loader)
            }
        }
        await writes.wait(upTo: Self.writesWait)
    }

    /// Fetches the poster of a screen just shown, unless it already has it (a screen read again in
    /// place keeps its poster); it is drawn when it comes.
    private func loadPicture(
        of target: BrowseTarget, shownIn screen: BrowseScreen, sink: AsyncStream<BrowseEvent>.Continuation
    ) {
        guard let path = screen.picturePath,
            model.stack.contains(where: { $0.target == target && $0.picturePath == path && $0.picture == nil })
        else {
            return
        }
        let loader = loader
        Task {
            if let picture = await loader.picture(for: target, path: path) {
                sink.yield(.pictureLoaded(target, path: path, picture))
            }
        }
    }

    private func load(_ target: BrowseTarget, sink: AsyncStream<BrowseEvent>.Continuation) {
        let loader = loader
        Task { sink.yield(.loaded(target, await loader.screen(for: target, page: 1))) }
    }

    private mutating func draw() {
        let size = terminal.size()
        let renderer = BrowseRenderer(width: size.width, height: size.height)
        model.fit(visibleRows: renderer.visibleRows(for: model))
        terminal.write(writer.output(for: renderer.frame(for: model)))
    }
}
