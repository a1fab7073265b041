import ArgumentParser
import Foundation

/// The `<file>` of the import commands (`watchlist import`, `history import`): a path, or `-` for
/// standard input.
struct ImportFileArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The file to import, or - for standard input.", valueName: "file"))
    var file: String

    init() {}

    func validate() throws {
        if file.trimmingWhitespace().isEmpty {
            throw ValidationError("give the path of a file to import, or - for standard input")
        }
    }

    /// How messages name it: the path, or `standard input`.
    var name: String {
        file == "-" ? "standard input" : file
    }

    /// Its text; a file that cannot be read is a one-line failure naming it, a file that is not
    /// UTF-8 a data error.
    func text() throws(CLIFailure) -> String {
        try Self.text(of: file)
    }

    private static func text(of file: String) throws(CLIFailure) -> String {
        let data: Data?
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: file)
        }
        guard let data else {
            throw unreadable(file)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIFailure(.dataError, "\(file) is not UTF-8 text; nothing was imported")
        }
        return text
    }

    /// Why `file` could not be read, in one line: missing is "not found" (66), a folder or a file
    /// popcorn may not read is bad input (64).
    static func unreadable(_ file: String) -> CLIFailure {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return CLIFailure(.notFound, "\(file) does not exist; give the path of a file to import")
        }
        if isDirectory.boolValue {
            return CLIFailure(.usage, "\(file) is a folder; give the path of a file to import")
        }
        return CLIFailure(.usage, "\(file) could not be read (permission denied?); nothing was imported")
    }
}
