import Foundation
import Testing

@Suite("Choosing among matching titles on a terminal, end to end (tmux)")
struct TitleChoiceEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// `popcorn <arguments>` on the catalog in a terminal, then its exit status on the screen.
    func session(_ arguments: [String]) async throws -> TmuxSession {
        var environment = runner.fullEnvironment([:])
        environment["TERM"] = "xterm-256color"
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
        let command =
            "env -i " + assignments.joined(separator: " ") + " " + Self.quote(runner.binary.path) + " "
            + arguments.map(Self.quote).joined(separator: " ") + "; echo \"EXIT $?\"; sleep 600"
        // Tall enough that the details of the title chosen never scroll the title line away.
        return try await TmuxSession(command: command, columns: 100, rows: 80)
    }

    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    @Test(
        "An ambiguous title is offered as a numbered list, and typing a number opens that title",
        .enabled(if: TmuxSession.isAvailable))
    func numberOpensTheTitle() async throws {
        let tmux = try await session(["movie", "the", "--source", "catalog"])

        let question = try await tmux.waitForScreen(containing: "Open which?")
        #expect(question.contains(#""the" matches"#), "\(question)")
        let line = try #require(question.split(separator: "\n").first { $0.contains("popcorn movie 603") })
        let number = try #require(line.split(separator: " ").first)
        try await tmux.send(String(number), "Enter")

        let screen = try await tmux.waitForScreen(containing: "EXIT ")
        #expect(screen.contains("The Matrix (1999)"), "\(screen)")
        #expect(screen.contains("EXIT 0"), "\(screen)")
    }

    @Test("Enter alone chooses nothing, and the command exits 64", .enabled(if: TmuxSession.isAvailable))
    func enterChoosesNothing() async throws {
        let tmux = try await session(["movie", "the", "--source", "catalog"])

        _ = try await tmux.waitForScreen(containing: "Open which?")
        try await tmux.send("Enter")

        let screen = try await tmux.waitForScreen(containing: "EXIT ")
        #expect(screen.contains(#"popcorn: error: no movie chosen for "the""#), "\(screen)")
        #expect(screen.contains("EXIT 64"), "\(screen)")
    }

    @Test(
        "With --json there is no question: the candidates are listed and the command exits 64",
        .enabled(if: TmuxSession.isAvailable))
    func jsonNeverAsks() async throws {
        let tmux = try await session(["movie", "the", "--source", "catalog", "--json"])

        let screen = try await tmux.waitForScreen(containing: "EXIT ")
        #expect(!screen.contains("Open which?"), "\(screen)")
        #expect(screen.contains("EXIT 64"), "\(screen)")
    }
}
