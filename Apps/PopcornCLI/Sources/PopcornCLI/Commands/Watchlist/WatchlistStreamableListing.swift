import CoreDomain
import WatchlistApplication
import WatchlistDomain

/// `popcorn watchlist --streamable [--provider NAME]...`: the list command's view of the titles
/// that stream in the reader's region now, with the titles left out named on standard error.
struct WatchlistStreamableListing: Sendable {
    let session: CommandSession

    /// Lists the titles of `kind` streaming on any of `providers` (any service when empty), in
    /// `sort`'s order: as a view, or as the list document under `--json`.
    func run(kind: WatchlistKind?, sort: WatchlistSort, providers: [String]) async throws {
        let streamable: StreamableWatchlistDetails
        do {
            streamable = try await session.watchlist.makeFetchStreamableWatchlistUseCase().execute(
                kind: kind, sort: sort, region: session.region, providers: providers)
        } catch {
            throw failure(error)
        }
        // The demo catalog holds no offers at all: a list of none would read as "nothing streams".
        let catalogHasNone =
            session.configuration.source.isCatalog && !streamable.unchecked.isEmpty
            && streamable.unchecked.count == streamable.watchlistCount
            && streamable.unchecked.allSatisfy { $0.cause == .notFound }
        if catalogHasNone {
            throw failure(.source(.notFound))
        }
        let notices = StreamableWatchlistNotices(
            source: session.configuration.source, isOffline: session.configuration.cachePolicy == .offline)
        for warning in notices.warnings(streamable.unchecked) {
            session.console.warning(warning)
        }
        if let note = notices.note(streamable.unchecked) {
            session.console.note(note)
        }
        for note in notices.unknownProviderNotes(streamable.unknownProviders, region: streamable.region, kind: kind) {
            session.console.note(note)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(streamable)
            return
        }
        try session.write(
            StreamableWatchlistRenderer(style: session.style, width: session.terminal.width).render(
                streamable, kind: kind))
    }

    /// The usual failure; one that stopped the lookups names the watchlist's offers, not a title.
    private func failure(_ error: WatchlistError) -> CLIFailure {
        guard case .source(let cause) = error else {
            return session.failure(error)
        }
        return FailureMapper.failure(
            for: cause, subject: StreamableWatchlistNotices.subject, source: session.configuration.source,
            isOffline: session.configuration.cachePolicy == .offline)
    }
}
