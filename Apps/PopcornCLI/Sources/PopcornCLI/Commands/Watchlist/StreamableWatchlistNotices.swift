import CoreDomain
import WatchlistApplication
import WatchlistDomain

/// What `popcorn watchlist --streamable` says on standard error about the titles it left out: a
/// warning for each title TMDb no longer has or whose offers could not be read, as a failure of
/// its own screen would say why; on an offline catalog without the offers of some titles, one note
/// for them (the bundled catalog holds none at all, which the listing reports as a failure instead);
/// and a note for each service asked for that no title streams on.
struct StreamableWatchlistNotices: Sendable {
    let source: DataSource
    let isOffline: Bool

    /// How a failure that stops the whole list names what could not be had.
    static let subject = FailureSubject.namedPlural("the streaming offers of your watchlist")

    /// One warning per title left out, but for those the catalog has no offers for (see ``note(_:)``).
    func warnings(_ unchecked: [WatchlistUncheckedTitle]) -> [String] {
        unchecked.compactMap { title in
            let name = "\(title.title) (\(title.kind.rawValue) \(title.id)) is left out: "
            guard title.cause != .notFound else {
                return source.isCatalog ? nil : name + "TMDb no longer has it"
            }
            let subject: FailureSubject =
                title.kind == .movie
                ? .moviePart(id: title.id, name: "watch providers")
                : .tvSeriesPart(id: title.id, name: "watch providers")
            let why = FailureMapper.failure(for: title.cause, subject: subject, source: source, isOffline: isOffline)
            return name + "where it streams could not be had (\(why.message))"
        }
    }

    /// One note per service asked for that no title checked streams on, pointing to the command that
    /// lists the region's services by name (a name may be mistyped).
    func unknownProviderNotes(_ names: [String], region: String, kind: WatchlistKind?) -> [String] {
        let listing = "popcorn providers \(kind == .tvSeries ? "tv" : "movie") --region \(region)"
        return names.map { name in
            "no title on your watchlist streams on \"\(name)\" in \(region); '\(listing)' lists the services "
                + "by name and id"
        }
    }

    /// On the offline catalog, the one note naming the titles it has no offers for; `nil` elsewhere
    /// or when there are none.
    func note(_ unchecked: [WatchlistUncheckedTitle]) -> String? {
        let missing = unchecked.filter { $0.cause == .notFound }
        guard source.isCatalog, !missing.isEmpty else {
            return nil
        }
        let names = missing.map { "\($0.title) (\($0.kind.rawValue) \($0.id))" }.joined(separator: ", ")
        return "the offline catalog has no streaming offers for "
            + DisplayFormat.count(missing.count, "title", "titles") + ", left out: " + names
            + "; set \(EnvironmentKey.apiKey) to use live TMDb"
    }
}
