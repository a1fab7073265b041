import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The program: parses the arguments, runs the command, and turns every outcome into output
/// and one exit status. `main.swift` only calls ``main()``.
public enum PopcornApp {
    /// Runs `popcorn` with the process's arguments and exits.
    public static func main() async -> Never {
        // A closed pipe must surface as EPIPE from write(2), not kill the process.
        signal(SIGPIPE, SIG_IGN)
        let environment = ProcessEnvironment.variables
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
        exit(status)
    }

    /// Runs one command line and returns its exit status, having written all output.
    static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let console = Console(
            redactor: SecretRedactor(
                secrets: [
                    environment[EnvironmentKey.apiKey], environment[EnvironmentKey.readAccessToken],
                    environment[EnvironmentKey.sessionID],
                ].compactMap { $0?.trimmingWhitespace() }))
        do {
            let prepared = try ArgumentPreflight.prepared(LeadingGlobalOptions.moved(arguments))
            var command = try LeafCommandParser.parse(prepared) ?? PopcornCommand.parseAsRoot(prepared)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return PopcornExitStatus.success.rawValue
        } catch {
            return report(error, on: console)
        }
    }

    /// Prints what `error` calls for (help, version, or one error line) and returns the status.
    static func report(_ error: any Error, on console: Console) -> Int32 {
        switch error {
        case let failure as StandardOutputFailure:
            return failure.isClosedPipe ? PopcornExitStatus.success.rawValue : report(failure.failure, on: console)
        case let failure as CLIFailure:
            console.error(failure.message)
            for line in failure.details {
                console.detail(line)
            }
            return failure.status.rawValue
        case let exitCode as ExitCode:
            return exitCode.rawValue
        default:
            let code = PopcornCommand.exitCode(for: error)
            if code == .success {
                let text = PopcornCommand.fullMessage(for: error)
                do {
                    try console.write(text.hasSuffix("\n") ? text : text + "\n")
                } catch {
                    return report(error, on: console)
                }
                return PopcornExitStatus.success.rawValue
            }
            console.error(usageLine(for: error))
            return code.rawValue
        }
    }

    /// ArgumentParser's message plus the help command to run, on one line.
    static func usageLine(for error: any Error) -> String {
        let message = PopcornCommand.message(for: error)
        let full = PopcornCommand.fullMessage(for: error, columns: 10_000)
        var hint = "popcorn --help"
        if let start = full.range(of: "See '"), let end = full[start.upperBound...].firstIndex(of: "'") {
            hint = String(full[start.upperBound..<end])
        }
        let sentence = message.isEmpty ? "invalid arguments" : message
        return "\(sentence) (see '\(hint)')"
    }
}
