import ArgumentParser
import TrackingApplication

/// `popcorn unwatch movie <ref>` and `popcorn unwatch tv <ref> S01E03`: takes the latest watch out of
/// the diary.
struct UnwatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unwatch",
        abstract: "Remove the latest watch of a movie or episode from your diary.",
        discussion: """
            Name one episode (S01E03), a season ('season 2'), every episode up to one (--through S02E05) or \
            all of them ('all') to remove the latest watch of each of those you watched. Earlier watches stay; \
            run it again to remove the one before.
            """
    ).leaf

    @OptionGroup var title: TrackedTitleArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let selection = try await title.target.resolve(
            in: session, year: title.titleYear.year, command: "popcorn unwatch")
        let removed: [WatchDetails]
        do {
            removed = try await session.tracking.makeRemoveLatestWatchesUseCase().execute(selection)
        } catch {
            throw session.failure(error)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(TrackingListDocument(removed))
            return
        }
        try session.write(
            removed.map {
                "Removed from your diary: " + session.style.title(TrackedItemLabel.title($0.item))
                    + " (watched \($0.watchedOn))\n"
            }.joined())
    }
}
