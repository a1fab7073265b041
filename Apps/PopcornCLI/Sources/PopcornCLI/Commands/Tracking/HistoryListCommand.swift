import ArgumentParser
import TrackingApplication
import TrackingDomain

/// `popcorn history [list] [--kind movie|tv] [--since YYYY-MM-DD]`: the diary, newest first.
struct HistoryListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show your diary: what you watched and when, newest first (the default)."
    ).leaf

    @Option(help: "Only movies or only episodes of series: movie or tv.")
    var kind: HistoryKindOption?

    @Option(help: ArgumentHelp("Only what you watched on that day or later.", valueName: "YYYY-MM-DD"))
    var since: String?

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if let since {
            _ = try WatchDayOption.parse(since)
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let since = try since.map(WatchDayOption.parse)
        let history: [WatchDetails]
        do {
            history = try await session.tracking.makeFetchHistoryUseCase().execute(
                kind: kind?.trackedKind, since: since)
        } catch {
            throw session.failure(error)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(TrackingListDocument(history))
            return
        }
        try session.write(
            DiaryRenderer(style: session.style, width: session.terminal.width)
                .render(history, kind: kind?.trackedKind, since: since))
    }
}
