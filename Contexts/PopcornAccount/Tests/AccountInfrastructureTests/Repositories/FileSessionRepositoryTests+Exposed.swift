import AccountDomain
import AccountInfrastructure
import AccountTestHelpers
import Foundation
import Testing

/// A session file others may read, which signing out must still find, and what a save finds in its way.
extension FileSessionRepositoryTests {
    /// Where a save of this process writes before its rename: `.session.json.<pid>.tmp`.
    var temporaryFile: URL {
        file.deletingLastPathComponent().appendingPathComponent(
            ".session.json.\(ProcessInfo.processInfo.processIdentifier).tmp")
    }

    @Test("a file group and others may read is refused as the session, yet read for signing out")
    func readableByOthersForSigningOut() throws {
        defer { directory.remove() }
        try directory.sessions().save(.mock)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

        #expect(throws: SessionStoreError.readableByOthers(path: file.path)) {
            try directory.sessions().session()
        }
        #expect(try directory.sessions().sessionReadableByOthers() == AccountSession.mock)
    }

    @Test("read for signing out: an owner-only file is the session, and no file is none")
    func readForSigningOut() throws {
        defer { directory.remove() }

        #expect(try directory.sessions().sessionReadableByOthers() == nil)
        try directory.sessions().save(.mock)
        #expect(try directory.sessions().sessionReadableByOthers() == AccountSession.mock)
    }

    @Test("read for signing out, a file others may read that popcorn did not write is still unreadable")
    func readableByOthersGarbage() throws {
        defer { directory.remove() }
        try write("not a session", mode: 0o644)

        #expect(
            throws: SessionStoreError.unreadable(
                "the session file \(file.path) is not one popcorn wrote; 'popcorn account logout' removes it")
        ) {
            try directory.sessions().sessionReadableByOthers()
        }
    }

    @Test("a temporary file left behind, others may read, does not stop a save: the session file is the owner's alone")
    func leftoverTemporaryFile() throws {
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("left behind by a crash".utf8).write(to: temporaryFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: temporaryFile.path)

        try directory.sessions().save(.mock)

        #expect(try directory.sessions().session() == AccountSession.mock)
        #expect(try mode(of: file) == 0o600)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == [
                "session.json"
            ])
    }

    @Test("a link left where the temporary file goes is not followed: the file it points to is untouched")
    func leftoverLink() throws {
        defer { directory.remove() }
        let target = directory.url.appendingPathComponent("elsewhere.txt")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("someone else's".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: temporaryFile, withDestinationURL: target)

        try directory.sessions().save(.mock)

        #expect(try directory.sessions().session() == AccountSession.mock)
        #expect(try String(contentsOf: target, encoding: .utf8) == "someone else's")
        #expect(try mode(of: file) == 0o600)
    }
}
