import ArgumentParser
import TrackingApplication

/// `popcorn progress [--all]`: where you are in each series you started.
struct ProgressCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Show where you are in each series you started, and the next episode to watch.",
        discussion: """
            Newest activity first: episodes watched of those aired (regular seasons; specials are extras), \
            and the episode after the furthest you watched, or when the next one airs once you are up to date. \
            A series you finished that has ended is left out unless --all. One TMDb request per series, cached.
            """
    ).leaf

    @Flag(help: "Also list the series you finished that have ended.")
    var all = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let progress: ProgressOverview
        do {
            progress = try await session.tracking.makeFetchProgressUseCase().execute(includingCompleted: all)
        } catch {
            throw session.failure(error)
        }
        for gone in progress.goneFromTMDb {
            session.console.warning(
                "\(gone.title) (tv \(gone.tmdbID)) is left out: TMDb no longer has it; your watches of it are kept")
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(TrackingListDocument(progress.series))
            return
        }
        try session.write(
            ProgressRenderer(style: session.style, width: session.terminal.width)
                .render(progress))
    }
}
