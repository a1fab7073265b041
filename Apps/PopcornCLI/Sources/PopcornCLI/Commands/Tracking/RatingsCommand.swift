import ArgumentParser
import TrackingApplication

/// `popcorn ratings [--kind movie|tv|episode]`: your ratings, newest first.
struct RatingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ratings",
        abstract: "Show your ratings of movies, series and episodes, newest first."
    ).leaf

    @Option(help: "Only one kind: movie, tv or episode.")
    var kind: RatingKindOption?

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let ratings: [RatingDetails]
        do {
            ratings = try await session.tracking.makeFetchRatingsUseCase().execute(kind: kind?.trackedKind)
        } catch {
            throw session.failure(error)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(TrackingListDocument(ratings))
            return
        }
        try session.write(
            RatingsRenderer(style: session.style, width: session.terminal.width).render(
                ratings, kind: kind?.trackedKind))
    }
}
