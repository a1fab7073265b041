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
        var searchGeneration = 0
        perform(.load(.home(.trending)), sink: sink, searchGeneration: &searchGeneration)
        draw()
        for await event in events {
            switch event {
            case .keys(let keys):
                for key in keys {
                    let wasTyping = model.mode
                    guard let effect = model.handle(key) else {
                        recordIfSettled(after: wasTyping, sink: sink)
                        continue
                    }
                    if effect == .quit {
                        return
                    }
                    perform(effect, sink: sink, searchGeneration: &searchGeneration)
                }
            case .resized:
                writer.invalidate()
            case .loaded(let target, .success(let screen)):
                if case .search(let query) = target, !isWanted(query) {
                    break
                }
                model.show(screen)
            case .loaded(let target, .failure(let failure)):
                model.fail(failure.message, loading: target)
            case .searchDue(let query, let generation) where generation == searchGeneration:
                if query.isEmpty {
                    model.show(
                        BrowseScreen(target: .search(""), title: "Search", rows: [], emptyText: "Type to search."))
                } else {
                    load(.search(query), sink: sink)
                }
            case .searchDue:
                break
            case .status(let line):
                model.say(line)
            case .inputClosed:
                return
            }
            draw()
        }
    }

    /// Whether results for `query` still answer what is on screen.
    private func isWanted(_ query: String) -> Bool {
        if case .typingSearch(let typed) = model.mode {
            return typed == query
        }
        if case .search(let shown) = model.current.target {
            return shown == query || model.loading == .search(query)
        }
        return model.loading == .search(query)
    }

    /// A search left with Enter for its results is one the person meant: it goes in the history.
    private func recordIfSettled(after mode: BrowseMode, sink: AsyncStream<BrowseEvent>.Continuation) {
        guard case .typingSearch(let text) = mode, model.mode == .browsing, !text.isEmpty,
            model.current.target == .search(text)
        else {
            return
        }
        let loader = loader
        Task { await loader.recordSearch(text) }
    }

    private mutating func perform(
        _ effect: BrowseEffect, sink: AsyncStream<BrowseEvent>.Continuation, searchGeneration: inout Int
    ) {
        switch effect {
        case .load(let target):
            load(target, sink: sink)
        case .search(let query):
            searchGeneration += 1
            let generation = searchGeneration
            Task {
                try? await Task.sleep(for: Self.searchPause)
                sink.yield(.searchDue(query, generation: generation))
            }
        case .toggleWatchlist(let target):
            let loader = loader
            Task { sink.yield(.status(await loader.toggleWatchlist(target))) }
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
