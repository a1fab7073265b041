import ArgumentParser
import WatchlistApplication

/// `popcorn watchlist note movie|tv <ref> "text"`: keeps a note on an entry ("" clears it).
struct WatchlistNoteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Keep a note on a title of your watchlist ('popcorn watchlist note movie 550 \"with Sam\"').",
        discussion: "The note is the last argument; quote it. An empty note (\"\") clears it."
    ).leaf

    @Argument(
        help: ArgumentHelp(
            "movie or tv, then a TMDb id, URL or quoted title, then the note.", valueName: "kind> <ref> <note")
    )
    var words: [String] = []

    @OptionGroup var titleYear: TitleYearOption
    @OptionGroup var options: GlobalOptions

    /// The title (every word but the last) and the note (the last).
    var parts: (target: WatchlistTarget, note: String) {
        get throws {
            let usage = "give the title and then the note: popcorn watchlist note movie 550 \"with Sam\""
            guard words.count >= 2, let note = words.last else {
                throw ValidationError(usage)
            }
            // `movie 550` alone is a title without its note, not a kind with the note `550`.
            if words.count == 2, TMDbReferenceKind(rawValue: words[0].lowercased()) != nil {
                throw ValidationError(usage)
            }
            return (try WatchlistTarget.parse(Array(words.dropLast())), note)
        }
    }

    func validate() throws {
        try titleYear.check(try parts.target.reference)
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let (target, note) = try parts
        let id = try await target.resolve(
            in: session, year: titleYear.year, command: "popcorn watchlist \(Self.configuration.commandName ?? "note")")
        let entry: WatchlistEntryDetails
        do {
            entry = try await session.watchlist.makeSetWatchlistNoteUseCase().execute(id, note: note)
        } catch {
            throw session.failure(error, about: id)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(entry)
            return
        }
        let said = entry.note == nil ? "Note cleared: " : "Note kept: "
        try session.write(said + session.style.title(WatchlistEntryLabel.title(entry)) + "\n")
    }
}
