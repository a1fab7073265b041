import ArgumentParser

/// Parses a command line straight into the command it runs, when the path to that command is plain
/// command words (`movie`, `tv season`, or none before a default subcommand's arguments).
///
/// ArgumentParser reads a command line by reflecting over every command on its path, each more than
/// once, and every process pays for it again: a third of a cached lookup's instructions. Parsing the
/// leaf alone reflects over one command. It is only a shortcut: help, `--version`, completion
/// scripts and any line the leaf refuses give `nil`, and the whole tree parses them as before, so
/// every message and every help text still names the full path.
enum LeafCommandParser {
    /// The leaf command `arguments` run, parsed and validated, or `nil` for the whole tree to parse.
    static func parse(_ arguments: [String], root: any ParsableCommand.Type = PopcornCommand.self)
        -> (any ParsableCommand)?
    {
        guard !arguments.contains(where: isForTheTree) else {
            return nil
        }
        var command = root
        var rest = arguments[...]
        while !command.configuration.subcommands.isEmpty {
            if let word = rest.first, let named = subcommand(of: command, named: word) {
                command = named
                rest = rest.dropFirst()
            } else if let fallback = command.configuration.defaultSubcommand {
                command = fallback
            } else {
                return nil
            }
        }
        guard command != root else {
            return nil
        }
        return try? command.parseAsRoot(Array(rest))
    }

    /// The subcommand of `command` that `word` names, by name or alias.
    private static func subcommand(of command: any ParsableCommand.Type, named word: String)
        -> (any ParsableCommand.Type)?
    {
        command.configuration.subcommands.first { $0._commandName == word || $0.configuration.aliases.contains(word) }
    }

    /// Arguments whose answer names the command's path or the program (help, the version, completion
    /// scripts, ArgumentParser's own dumps), which only the whole tree gives.
    private static func isForTheTree(_ argument: String) -> Bool {
        argument == "-h" || argument == "--help" || argument == "--help-hidden" || argument == "help"
            || argument == "--version"
            || argument.hasPrefix("--generate-completion-script") || argument.hasPrefix("--experimental")
    }
}
