/// Lets the global options stand before the command too (`popcorn --json movie 550`), as they do
/// in git or docker: ArgumentParser reads options only after the command that declares them, so
/// the global options written before the command are moved behind it before parsing.
enum LeadingGlobalOptions {
    /// The global flags, which take no value.
    static let flags: Set<String> = ["--json", "--refresh", "--offline", "--no-color", "--debug"]

    /// The global options that take the next argument as their value (or `--name=value`).
    static let valued: Set<String> = ["--language", "--region", "--source"]

    /// `arguments` with its leading global options moved behind the command's own arguments (but
    /// before a `--`, after which everything is positional), when a command follows them. Anything
    /// else is left as it was, so an option the command does not take is still reported by the parser.
    static func moved(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if flags.contains(argument) {
                leading.append(argument)
                index += 1
            } else if valued.contains(name) && argument.contains("=") {
                leading.append(argument)
                index += 1
            } else if valued.contains(argument) && index + 1 < arguments.endIndex {
                leading.append(contentsOf: arguments[index...index + 1])
                index += 2
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return arguments }
        var rest = Array(arguments[index...])
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: end)
        return rest
    }
}
