import PopcornBrowse

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
    /// Writes to the history and the watchlist still running; quitting waits for them.
    private let writes = PendingWrites()
    /// Whether a watchlist change is running (another `w` waits for it).
    private var isChangingWatchlist = false

    /// How long quitting waits for writes still running.
    static let writesWait: Duration = .seconds(3)

    init(terminal: RawTerminal, loader: any BrowseLoading, colour: Bool) {
        self.terminal = terminal
        self.loader = loader
        self.writer = FrameWriter(colour: colour)
        self.model = BrowseModel(
            start: BrowseScreen(target: .home(.trending), title: "Trending today", rows: [], emptyText: ""))
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
                for key in keys {
                    guard let effect = model.handle(key) else {
                        continue
                    }
                    if effect == .quit {
                        await writes.wait(upTo: Self.writesWait)
                        return
                    }
                    perform(effect, sink: sink)
                }
            case .resized:
                writer.invalidate()
            case .loaded(let target, .success(let screen)):
                let settled = model.loading == target && model.mode == .browsing
                model.show(screen)
                if case .search(let query) = target, settled {
                    perform(.recordSearch(query), sink: sink)
                }
            case .loaded(let target, .failure(let failure)):
                model.fail(failure.message, loading: target)
            case .searchDue(let query, let generation) where generation == searchGeneration:
                if query.isEmpty {
                    model.show(.emptySearch)
                } else {
                    load(.search(query), sink: sink)
                }
            case .searchDue:
                break
            case .watchlistChanged(let line):
                isChangingWatchlist = false
                model.say(line)
                if let reload = model.refresh(.watchlist) {
                    perform(reload, sink: sink)
                }
            case .inputClosed:
                await writes.wait(upTo: Self.writesWait)
                return
            }
            draw()
        }
    }

    private mutating func perform(_ effect: BrowseEffect, sink: AsyncStream<BrowseEvent>.Continuation) {
        switch effect {
        case .load(let target):
            if case .search = target {
                searchGeneration += 1  // Asked for at once: the pause still running is overtaken.
            }
            load(target, sink: sink)
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
            guard !isChangingWatchlist else {
                break
            }
            isChangingWatchlist = true
            let loader = loader
            writes.start { sink.yield(.watchlistChanged(await loader.toggleWatchlist(target))) }
        case .openWeb(let target):
            model.say(target.webURL ?? "")
        case .quit:
            break
        }
    }

    private func load(_ target: BrowseTarget, sink: AsyncStream<BrowseEvent>.Continuation) {
        let loader = loader
        Task { sink.yield(.loaded(target, await loader.screen(for: target))) }
    }

    private mutating func draw() {
        let size = terminal.size()
        let renderer = BrowseRenderer(width: size.width, height: size.height)
        model.fit(visibleRows: renderer.visibleRows(for: model))
        terminal.write(writer.output(for: renderer.frame(for: model)))
    }
}
