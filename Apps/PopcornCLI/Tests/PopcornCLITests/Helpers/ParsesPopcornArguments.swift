import ArgumentParser

@testable import PopcornCLI

/// What a suite of command-line tests needs: popcorn's arguments parsed as the program parses them,
/// and the exit code a parse failure ends in. A suite conforms instead of writing both again.
protocol ParsesPopcornArguments {}

extension ParsesPopcornArguments {
    /// The command `arguments` (after `popcorn`) parse to.
    func parse(_ arguments: [String]) throws -> any ParsableCommand {
        try PopcornCommand.parseAsRoot(arguments)
    }

    /// `0` when `arguments` parse, else the exit code their failure ends in (64 for a usage error).
    func exitCode(_ arguments: [String]) -> Int32 {
        do {
            _ = try parse(arguments)
            return 0
        } catch {
            return PopcornCommand.exitCode(for: error).rawValue
        }
    }
}
