import Foundation
import Testing

@testable import PopcornCLI

@Suite("AtomicFileWriter")
struct AtomicFileWriterTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test("A new file holds exactly the text, and no temporary file is left beside it")
    func writesNewFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("watchlist.json")

        try AtomicFileWriter(path: file.path).write("{\"entries\":[]}\n")

        #expect(try String(contentsOf: file, encoding: .utf8) == "{\"entries\":[]}\n")
        #expect(try leftovers().isEmpty)
    }

    @Test("An existing file is replaced whole and keeps its permissions")
    func replacesKeepingMode() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("watchlist.csv")
        try "old\n".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)

        try AtomicFileWriter(path: file.path).write("new\n")

        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test("A folder that does not exist fails in one line, exit 74, writing nothing")
    func missingFolder() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("missing").appendingPathComponent("watchlist.json")

        let error = #expect(throws: CLIFailure.self) {
            try AtomicFileWriter(path: file.path).write("new\n")
        }

        #expect(error?.status == .userData)
        #expect(
            error?.message == "could not write '\(file.path)': no such file or directory; nothing was written")
    }

    @Test("A device, a pipe or a folder named as the file is a usage error: a file would replace it")
    func notAFileIsRefused() {
        defer { try? FileManager.default.removeItem(at: directory) }
        for path in ["/dev/null", directory.path] {
            let error = #expect(throws: CLIFailure.self) {
                try AtomicFileWriter(path: path).write("x")
            }
            #expect(error?.status == .usage, "\(path)")
        }
    }

    @Test("A directory named as the file is a usage error")
    func directoryIsRefused() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = #expect(throws: CLIFailure.self) {
            try AtomicFileWriter(path: directory.path).write("x")
        }

        #expect(error?.status == .usage)
    }

    @Test("A copy an export killed mid-write left is swept by the next export; a recent one is left to its writer")
    func sweepsStaleCopies() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let stale = directory.appendingPathComponent(".watchlist.csv.popcorn-1-2.tmp")
        let recent = directory.appendingPathComponent(".watchlist.csv.popcorn-3-4.tmp")
        for copy in [stale, recent] {
            try "half".write(to: copy, atomically: false, encoding: .utf8)
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: stale.path)

        try AtomicFileWriter(path: directory.appendingPathComponent("watchlist.csv").path).write("new\n")

        #expect(try leftovers() == [recent.lastPathComponent])
    }

    @Test("A link to a file not made yet is followed too: the export is made where it points")
    func followsDanglingLink() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("backup.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "exports/watchlist.json")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("exports"), withIntermediateDirectories: true)

        try AtomicFileWriter(path: link.path).write("new")

        #expect(
            try String(contentsOf: directory.appendingPathComponent("exports/watchlist.json"), encoding: .utf8) == "new"
        )
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "exports/watchlist.json")
    }

    @Test("A symbolic link keeps pointing at the export, which is written where it points")
    func followsLink() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("real.json")
        let link = directory.appendingPathComponent("link.json")
        try "old".write(to: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        try AtomicFileWriter(path: link.path).write("new")

        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }
}
