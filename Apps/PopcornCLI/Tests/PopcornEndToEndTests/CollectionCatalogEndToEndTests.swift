import Foundation
import Testing

/// `popcorn collection` on the offline demo catalog, whose collections are those its movies belong
/// to: The Godfather Collection is the catalog's two Godfather films, without an overview (the catalog
/// holds no text of collections).
@Suite("Collections on the demo catalog, end to end")
struct CollectionCatalogEndToEndTests {
    /// What `popcorn collection 230` shows on the catalog, whole.
    static let screen = """
        The Godfather Collection

        2 movies, in release order
          1972  The Godfather          8.7  popcorn movie 238
          1974  The Godfather Part II  8.6  popcorn movie 240

        """

    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    @Test("A collection opens from the catalog's movies, and then from the cache with --offline")
    func byIDThenOffline() async throws {
        let run = try await runner.run(["collection", "230", "--source", "catalog"])
        let offline = try await runner.run(["collection", "230", "--source", "catalog", "--offline"])

        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == Self.screen, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(offline.status == 0 && offline.stdout == Self.screen, "\(offline)")
    }

    @Test("Without credentials the catalog answers, with its one-line notice on stderr")
    func withoutCredentials() async throws {
        let run = try await runner.run(["collection", "https://www.themoviedb.org/collection/230"])

        #expect(run.status == 0 && run.stdout == Self.screen, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("offline demo catalog"), "\(run)")
    }

    @Test("--offline on a cold cache is answered by the catalog itself, which is never the network")
    func coldOffline() async throws {
        let run = try await runner.run(["collection", "230", "--source", "catalog", "--offline"])

        #expect(run.status == 0 && run.stdout == Self.screen, "\(run)")
    }

    @Test(
        "A name opens its collection, 'the' and 'collection' or not; a name that is not one exactly lists the closest (64)"
    )
    func byName() async throws {
        let exact = try await runner.run(["collection", "the", "godfather", "--source", "catalog"])
        let short = try await runner.run(["collection", "godfather", "--source", "catalog"])
        let close = try await runner.run(["collection", "godfa", "--source", "catalog"])

        #expect(exact.status == 0 && exact.stdout == Self.screen, "\(exact)")
        #expect(short.status == 0 && short.stdout == Self.screen, "\(short)")
        #expect(close.status == 64, "\(close)")
        #expect(
            close.stderrLines == [
                #"popcorn: error: no collection is named "godfa" exactly; open the one that comes closest by "#
                    + "its id:",
                "  The Godfather Collection  popcorn collection 230",
            ], "\(close)")
    }

    @Test("--json is the collection with its movies in release order, each with year and rating")
    func json() async throws {
        let run = try await runner.run(["collection", "230", "--json", "--source", "catalog"])

        #expect(run.status == 0, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        let parts = try #require(object["parts"] as? [[String: Any]], "\(run)")
        #expect(object["id"] as? Int == 230)
        #expect(object["overview"] == nil, "the catalog has no text of collections: \(run)")
        #expect(parts.map { $0["id"] as? Int } == [238, 240])
        #expect(parts.map { $0["releaseYear"] as? Int } == [1972, 1974])
        #expect(parts.map { $0["rating"] as? Double } == [8.7, 8.6])
    }

    @Test("A collection none of the catalog's movies belongs to exits 66, saying what the catalog has")
    func unknown() async throws {
        let run = try await runner.run(["collection", "999999", "--source", "catalog"])

        #expect(run.status == 66, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(
            run.stderr.hasPrefix("popcorn: error: collection 999999 was not found: it is not in the offline catalog"),
            "\(run)")
    }

    @Test("The movie screen of a catalogued film names its collection and the command that opens it")
    func movieScreen() async throws {
        let movie = try await runner.run(["movie", "238", "--source", "catalog"])
        let line = try #require(movie.stdoutLines.first { $0.hasPrefix("  Part of ") }, "\(movie)")
        let command = line.split(separator: " ").suffix(3).map(String.init)
        let collection = try await runner.run(Array(command.dropFirst()) + ["--source", "catalog"])

        #expect(line.hasSuffix(" The Godfather Collection  popcorn collection 230"), "\(movie)")
        #expect(command == ["popcorn", "collection", "230"])
        #expect(collection.status == 0 && collection.stdout == Self.screen, "\(collection)")
    }

    @Test(
        "On a terminal, a name that is not one exactly is offered as a choice, and a number opens it",
        .enabled(if: TmuxSession.isAvailable))
    func choiceOnATerminal() async throws {
        var environment = runner.fullEnvironment([:])
        environment["TERM"] = "xterm-256color"
        let assignments = environment.sorted { $0.key < $1.key }.map {
            "\($0.key)=\(TitleChoiceEndToEndTests.quote($0.value))"
        }
        let arguments = ["collection", "godfa", "--source", "catalog"]
        let command =
            "env -i " + assignments.joined(separator: " ") + " " + TitleChoiceEndToEndTests.quote(runner.binary.path)
            + " " + arguments.map(TitleChoiceEndToEndTests.quote).joined(separator: " ")
            + "; echo \"EXIT $?\"; sleep 600"
        let tmux = try await TmuxSession(command: command, columns: 100, rows: 40)

        let question = try await tmux.waitForScreen(containing: "Open which?")
        #expect(question.contains(#""godfa" matches 1 collection:"#), "\(question)")
        try await tmux.send("1", "Enter")

        let screen = try await tmux.waitForScreen(containing: "EXIT ")
        #expect(screen.contains("2 movies, in release order"), "\(screen)")
        #expect(screen.contains("EXIT 0"), "\(screen)")
    }
}
