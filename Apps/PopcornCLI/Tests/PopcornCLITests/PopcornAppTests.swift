import ArgumentParser
import Testing

@testable import PopcornCLI

#if canImport(Glibc)
    import Glibc
#endif

@Suite("PopcornApp")
struct PopcornAppTests {
    func parseError(_ arguments: [String]) -> (any Error)? {
        do {
            _ = try PopcornCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test("A usage error is one line naming the help command of the subcommand")
    func usageLine() throws {
        let error = try #require(parseError(["movie", "popular", "--page", "0"]))
        let line = PopcornApp.usageLine(for: error)
        #expect(!line.contains("\n"))
        #expect(line.contains("pages are numbered 1 to 500"))
        #expect(line.hasSuffix("(see 'popcorn movie popular --help')"))
    }

    @Test("A failure is reported as one error line and its exit status")
    func failure() {
        let captured = CapturedConsole()
        let status = PopcornApp.report(CLIFailure(.notFound, "movie 1 was not found"), on: captured.console)
        #expect(status == 66)
        #expect(captured.errorLines == ["popcorn: error: movie 1 was not found"])
        #expect(captured.output.isEmpty)
    }

    @Test("A failure's detail lines follow its error line as they are, on standard error only")
    func failureDetails() {
        let captured = CapturedConsole(secrets: ["leaky-secret-key"])
        let failure = CLIFailure(
            .usage, #""the" matches 2 movies; open one by its id:"#,
            details: [
                "  The Dark Knight  2008  popcorn movie 155", "  The Matrix  1999  popcorn movie 603 leaky-secret-key",
            ])
        #expect(PopcornApp.report(failure, on: captured.console) == 64)
        #expect(
            captured.errorLines == [
                #"popcorn: error: "the" matches 2 movies; open one by its id:"#,
                "  The Dark Knight  2008  popcorn movie 155",
                "  The Matrix  1999  popcorn movie 603 <redacted>",
            ])
        #expect(captured.output.isEmpty)
    }

    @Test("A closed standard output ends with success and says nothing")
    func closedOutput() {
        let captured = CapturedConsole()
        #expect(PopcornApp.report(StandardOutputFailure(errorNumber: 32), on: captured.console) == 0)
        #expect(captured.errors.isEmpty)
    }

    @Test("Any other failed write to standard output is exit 74 with one line saying why")
    func failedOutput() {
        let captured = CapturedConsole()

        #expect(PopcornApp.report(StandardOutputFailure(errorNumber: ENOSPC), on: captured.console) == 74)
        #expect(captured.errors == "popcorn: error: could not write the output: no space left on device\n")
    }

    @Test("Help goes to standard output with success")
    func help() {
        let captured = CapturedConsole()
        #expect(PopcornApp.report(CleanExit.helpRequest(MovieCommand.self), on: captured.console) == 0)
        #expect(captured.output.contains("USAGE: popcorn movie"))
        #expect(captured.errors.isEmpty)
    }

    @Test("Usage errors exit 64 with one line")
    func usage() throws {
        let captured = CapturedConsole()
        let error = try #require(parseError(["movie", "0"]))
        #expect(PopcornApp.report(error, on: captured.console) == 64)
        #expect(captured.errorLines.count == 1)
        #expect(captured.errorLines.first?.hasPrefix("popcorn: error: ") == true)
    }

    @Test("Credentials in the environment are redacted from every error line")
    func redaction() {
        let captured = CapturedConsole(secrets: ["leaky-secret-key"])
        _ = PopcornApp.report(CLIFailure(.failure, "boom leaky-secret-key"), on: captured.console)
        #expect(captured.errorLines == ["popcorn: error: boom <redacted>"])
    }
}
