import ArgumentParser

/// Reads a command line for the mistakes ArgumentParser would report as something else, before it
/// parses: a mistyped command (`popcorn moive 550` would be "2 unexpected arguments"), `popcorn help`
/// of a command that does not exist (it would print the root help and succeed), and a negative
/// number (`popcorn movie -1` would be "missing argument", `--page -1` "missing value", as the
/// parser reads `-1` as an option).
enum ArgumentPreflight {
    /// `arguments` ready to parse: `--page -1` joined into `--page=-1`, so the option's own check says
    /// what is wrong with the value.
    ///
    /// - Throws: a usage failure (64) naming the problem, for a command that does not exist or a
    ///   negative number that is no option's value.
    static func prepared(_ arguments: [String]) throws(CLIFailure) -> [String] {
        try checkCommand(arguments)
        try checkJSON(arguments)
        return try joiningNegativeValues(arguments)
    }

    /// The commands that print no JSON document, and what to say to `--json` on them.
    static let printNoJSON: [[String]: String] = [
        ["browse"]: "browse is interactive and prints no JSON; the other commands take --json",
        ["watchlist", "export"]: "--json does not apply to an export; choose its format with --format json|csv",
    ]

    /// `--json` on a command that prints something else is refused in its own words, not as an
    /// unknown option.
    private static func checkJSON(_ arguments: [String]) throws(CLIFailure) {
        let words = Array(arguments.prefix { $0 != "--" })
        guard words.contains("--json") else {
            return
        }
        let path = words.filter { !$0.hasPrefix("-") }
        for (command, message) in printNoJSON where path.starts(with: command) {
            throw CLIFailure(.usage, "\(message) (see 'popcorn \(command.joined(separator: " ")) --help')")
        }
    }

    /// The names of `command`'s subcommands.
    static func subcommandNames(of command: any ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.map { $0._commandName }
    }

    /// The known name nearest to `name` (at most two edits away), for a "did you mean".
    static func nearest(_ name: String, among names: [String]) -> String? {
        names.map { (name: $0, distance: editDistance(name.lowercased(), $0)) }
            .filter { $0.distance <= 2 }
            .min { $0.distance < $1.distance }?.name
    }

    private static func checkCommand(_ arguments: [String]) throws(CLIFailure) {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            return
        }
        let names = subcommandNames(of: PopcornCommand.self)
        if first == "help" {
            // The command asked about; what follows it is left to ArgumentParser's help.
            if let word = arguments.dropFirst().first, !word.hasPrefix("-"), !names.contains(word) {
                throw unknown(word, in: ["popcorn"], among: names)
            }
            return
        }
        guard names.contains(first) else {
            throw unknown(first, in: ["popcorn"], among: names)
        }
    }

    private static func unknown(_ word: String, in path: [String], among names: [String]) -> CLIFailure {
        let command = path.joined(separator: " ")
        let guess = nearest(word, among: names).map { "; did you mean '\(command) \($0)'?" } ?? ""
        return CLIFailure(
            .usage, "'\(word)' is not a command of \(command)\(guess) (see '\(command) --help')")
    }

    /// `--name -1` as `--name=-1`; a negative number standing alone is refused.
    private static func joiningNegativeValues(_ arguments: [String]) throws(CLIFailure) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            if arguments[..<index].contains("--") || !isNegativeNumber(argument) {
                result.append(argument)
                continue
            }
            if let option = result.last, option.hasPrefix("--"), !option.contains("="),
                !LeadingGlobalOptions.flags.contains(option)
            {
                result[result.count - 1] = option + "=" + argument
                continue
            }
            throw CLIFailure(
                .usage,
                "\(argument) is negative: TMDb ids, season and episode numbers and pages never are "
                    + "(an id such as 550); to search for it, put -- before it (see 'popcorn --help')")
        }
        return result
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else {
            return false
        }
        let digits = argument.dropFirst()
        return digits.allSatisfy { ("0"..."9").contains($0) || $0 == "." } && digits.first != "."
    }

    /// Levenshtein distance between two short words.
    private static func editDistance(_ left: String, _ right: String) -> Int {
        let left = Array(left)
        let right = Array(right)
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                current[j + 1] = min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}
