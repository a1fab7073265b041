import ArgumentParser
import Testing

@testable import PopcornCLI

@Suite("CommandConfiguration.leaf")
struct CommandConfigurationLeafTests {
    /// Every command in the tree, the root first.
    static func commands(below command: any ParsableCommand.Type = PopcornCommand.self) -> [any ParsableCommand.Type] {
        [command] + command.configuration.subcommands.flatMap { commands(below: $0) }
    }

    @Test("every command without subcommands is marked a leaf, and no group is")
    func everyLeafIsMarked() {
        for command in Self.commands() {
            let isLeaf = command.configuration.subcommands.isEmpty
            #expect(
                (command.configuration._superCommandName != nil) == isLeaf,
                "\(command._commandName) should \(isLeaf ? "" : "not ")be marked a leaf")
        }
    }

    @Test("a leaf's help and usage still name its whole path from popcorn")
    func helpNamesThePath() {
        let help = PopcornCommand.helpMessage(for: MovieCreditsCommand.self, columns: 200)
        #expect(help.contains("USAGE: popcorn movie credits <ref>"))
    }

    @Test("marking a configuration a leaf keeps everything else it says")
    func keepsTheRest() {
        let configuration = CommandConfiguration(commandName: "x", abstract: "An x.", aliases: ["y"]).leaf
        #expect(configuration.commandName == "x")
        #expect(configuration.abstract == "An x.")
        #expect(configuration.aliases == ["y"])
        #expect(configuration._superCommandName == "popcorn")
    }
}
