import ArgumentParser
import GenresDomain
import Testing

@testable import PopcornCLI

@Suite("GenresCommand")
struct GenresCommandTests {
    func parse(_ arguments: [String]) throws -> GenresCommand {
        try #require(try PopcornCommand.parseAsRoot(["genres"] + arguments) as? GenresCommand)
    }

    /// The message of the usage error `arguments` make, or `nil` when they parse.
    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try PopcornCommand.parseAsRoot(["genres"] + arguments)
            return nil
        } catch {
            #expect(PopcornCommand.exitCode(for: error).rawValue == 64, "\(error)")
            return PopcornCommand.message(for: error)
        }
    }

    @Test("Without a kind both lists are shown, movies first")
    func bothByDefault() throws {
        let command = try parse([])
        #expect(command.kind == nil)
        #expect(command.mediaTypes == [.movie, .tv])
    }

    @Test("A kind shows its list only", arguments: [("movie", GenreMediaType.movie), ("tv", .tv)])
    func oneKind(word: String, mediaType: GenreMediaType) throws {
        #expect(try parse([word]).mediaTypes == [mediaType])
    }

    @Test("The global options parse before or after the kind")
    func globalOptions() throws {
        let command = try parse(["--json", "tv", "--language", "fr-FR", "--offline"])
        #expect(command.kind == .tv)
        #expect(command.options.json)
        #expect(command.options.language == "fr-FR")
        #expect(command.options.offline)
    }

    @Test(
        "Any other kind, or more than one, is a usage error",
        arguments: [["film"], ["movies"], ["TV"], ["person"], ["movie", "tv"], ["all"]])
    func badKinds(arguments: [String]) {
        #expect(usageError(arguments) != nil)
    }

    @Test("A bad kind's message names the kinds there are")
    func badKindMessage() throws {
        let message = try #require(usageError(["film"]))
        #expect(message.contains("film"))
        #expect(message.contains("movie") && message.contains("tv"))
    }
}
