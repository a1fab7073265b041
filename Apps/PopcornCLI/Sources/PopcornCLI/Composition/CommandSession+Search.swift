import SearchApplication
import SearchDomain

extension CommandSession {
    /// What a `<ref>` names: itself when it is an id or URL; for an IMDb id, what TMDb's `/find` says
    /// it is (cached like details); for a title, the one clear match of `kind` (searched through the
    /// Search context, so cached like any search).
    ///
    /// - Parameter program: what runs the command a candidate is listed with: `popcorn` (`popcorn
    ///   movie 438631`), or the command being run (`popcorn watchlist add`), so the hint finishes it.
    /// - Throws: exit 64 listing the candidates when several titles match, or naming the command
    ///   that opens an IMDb id of another kind; exit 66 when none matches.
    ///
    /// Never inlined: inlined into an async caller (`TVEpisodeArguments.resolveTarget`), Swift 6.3's
    /// release build crashes splitting that caller's coroutine (LLVM's CoroSplit, on its typed throw).
    @inline(never)
    func resolve(
        _ reference: MediaReference, as kind: TMDbReferenceKind, year: Int? = nil, program: String = "popcorn"
    ) async throws(CLIFailure) -> TMDbReference {
        let title: String
        switch reference {
        case .reference(let parsed):
            return parsed
        case .imdb(let id):
            return try await resolve(id, as: kind, program: program)
        case .title(let text):
            title = text
        }
        let resolution: MediaTitleResolution
        do {
            resolution = try await search.makeResolveMediaTitleUseCase().execute(
                title, kind: kind.mediaKind, year: year)
        } catch {
            throw failure(error, about: .search(query: title, page: 1))
        }
        return try settle(resolution, of: title, as: kind, program: program)
    }

    /// The TMDb id of what an IMDb id names, of `kind`: 64 naming the command that opens it when it
    /// is of another kind (`program` and the kind it is), 66 when TMDb knows nothing by it.
    private func resolve(
        _ id: IMDbID, as kind: TMDbReferenceKind, program: String
    ) async throws(CLIFailure) -> TMDbReference {
        let resolution: IMDbIDResolution
        do {
            resolution = try await search.makeResolveIMDbIDUseCase().execute(id, kind: kind.mediaKind)
        } catch {
            throw failure(error, about: .imdbID(id.text))
        }
        switch resolution {
        case .match(let tmdbID):
            if configuration.isDebug {
                console.debug("IMDb's \(id) is \(kind.noun) \(tmdbID)")
            }
            return TMDbReference(kind: kind, id: tmdbID)
        case .otherKind(.person, _) where program != "popcorn":
            throw CLIFailure(.usage, "\(id) is a person on TMDb; '\(program)' takes movies and TV series")
        case .otherKind(let other, _):
            let opener = TMDbReferenceKind(other)
            throw CLIFailure(
                .usage,
                "\(id) is \(opener.article) on TMDb, not \(kind.article); use '\(program) \(opener.rawValue) \(id)'")
        case .noMatch where configuration.source.isCatalog:
            throw CLIFailure(
                .notFound,
                "the offline catalog has no \(kind.noun) by the IMDb id \(id) (only its movies and people carry "
                    + "IMDb ids)")
        case .noMatch:
            throw CLIFailure(.notFound, "TMDb knows no \(kind.noun) by the IMDb id \(id)")
        }
    }

    /// What a title's resolution comes to: its one clear match, the one a person picks among several
    /// on a terminal, or the failure that lists them (64) or says none matched (66).
    func settle(
        _ resolution: MediaTitleResolution, of title: String, as kind: TMDbReferenceKind, program: String = "popcorn"
    ) throws(CLIFailure) -> TMDbReference {
        switch resolution {
        case .match(let match):
            if configuration.isDebug {
                console.debug("\"\(title)\" is \(kind.noun) \(match.id), \(MediaResultRow(match).titleWithYear)")
            }
            return TMDbReference(kind: kind, id: match.id)
        case .ambiguous(let candidates):
            let rows = MediaResultTable(style: TextStyle(isEnabled: false), width: terminal.width)
                .lines(candidates.map { MediaResultRow($0).opened(by: program) }, showsKind: false)
            if let prompt = choicePrompt {
                guard let chosen = prompt.choose("\"\(title)\" matches \(candidates.count) \(kind.plural):", rows: rows)
                else {
                    throw CLIFailure(.usage, "no \(kind.noun) chosen for \"\(title)\"")
                }
                return TMDbReference(kind: kind, id: candidates[chosen].id)
            }
            guard candidates.count > 1 else {
                throw CLIFailure(
                    .usage,
                    "no \(kind.noun) is \(kind == .person ? "named" : "titled") \"\(title)\" exactly; "
                        + "open the one that comes closest by its id:",
                    details: rows)
            }
            let sameTitle = Set(candidates.map { $0.title.lowercased() }).count == 1
            let withYear = "\(title) (\(Self.exampleYear(candidates)))"
            let narrow =
                kind == .person || !sameTitle
                ? ""
                : " (or add the year: \(program) \(ShellQuoting.join([kind.rawValue, withYear])))"
            throw CLIFailure(
                .usage,
                "\"\(title)\" matches \(candidates.count) \(kind.plural); open one by its id\(narrow):",
                details: rows
            )
        case .noMatch:
            throw noMatchFailure(title, as: kind)
        }
    }

    /// `no movie matches "..."` (66), with the search across every kind to try instead.
    func noMatchFailure(_ title: String, as kind: TMDbReferenceKind) -> CLIFailure {
        let place = configuration.source.isCatalog ? " in the offline catalog" : ""
        let search = ShellQuoting.join(["popcorn", "search"] + title.split(separator: " ").map(String.init))
        return CLIFailure(
            .notFound,
            "no \(kind.noun) matches \"\(title)\"\(place); check the spelling, or search every kind: \(search)")
    }

    /// The numbered choice offered for an ambiguous title, when a person is there to answer and
    /// the output is not `--json`; `nil` otherwise.
    var choicePrompt: TitleChoicePrompt? {
        guard !configuration.outputsJSON, TitleChoicePrompt.isAvailable else {
            return nil
        }
        return .standard
    }

    /// Records a search the person ran, unless the history is switched off. Never fails the search:
    /// a history that cannot be written costs one warning.
    func recordSearch(_ query: String, kind: MediaSearchKind) async {
        guard configuration.recordsSearchHistory else {
            return
        }
        do {
            try await search.makeRecordMediaSearchUseCase().execute(query: query, kind: kind)
        } catch {
            console.warning(
                "\(error); the search was not recorded (set \(EnvironmentKey.noHistory)=1 to stop recording)")
        }
    }

    /// Runs a search (`body`), then records it in the history once it has succeeded (a closed
    /// output pipe counts as success: the results were had). A failed search is not recorded.
    func recordingSearch(
        _ query: String,
        kind: MediaSearchKind,
        while body: () async throws -> Void
    ) async throws {
        do {
            try await body()
        } catch let failure as StandardOutputFailure {
            // A reader that went away (`| head -1`) saw the results; a full disk lost them.
            if failure.isClosedPipe {
                await recordSearch(query, kind: kind)
            }
            throw failure
        }
        await recordSearch(query, kind: kind)
    }

    /// The year of the first candidate that has one, for the hint; else 1999.
    private static func exampleYear(_ candidates: [MediaTitleCandidate]) -> String {
        candidates.lazy.compactMap { DisplayFormat.year(of: $0.date) }.first ?? "1999"
    }
}
