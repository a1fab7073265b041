import Foundation

/// The file an import command reads (`watchlist import`, `history import`): its text, or why it
/// could not be had, in one line.
enum ImportFile {
    /// The text of `file` (`-`: standard input); a file that cannot be read is a one-line failure
    /// naming it, a file that is not UTF-8 a data error.
    static func text(of file: String) throws(CLIFailure) -> String {
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
