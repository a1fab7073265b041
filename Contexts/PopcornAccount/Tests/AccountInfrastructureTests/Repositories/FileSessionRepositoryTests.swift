import AccountDomain
import AccountInfrastructure
import AccountTestHelpers
import Foundation
import Testing

/// The session file, in a fresh temporary directory each test removes.
@Suite("FileSessionRepository")
struct FileSessionRepositoryTests {
    let directory = TemporaryAccountDirectory()

    var file: URL { directory.sessionFile }

    /// The file's permission bits.
    func mode(of url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    /// Writes `text` as the session file with `mode`.
    func write(_ text: String, mode: Int = 0o600) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    }

    @Test("no session file: not signed in")
    func noFile() throws {
        defer { directory.remove() }

        #expect(try directory.sessions().session() == nil)
    }

    @Test("a session saved is read back whole, as the session file's")
    func roundTrip() throws {
        defer { directory.remove() }

        try directory.sessions().save(.mock)

        #expect(try directory.sessions().session() == AccountSession.mock)
    }

    @Test("the file is created with its directory, readable and writable by its owner alone")
    func ownerOnly() throws {
        defer { directory.remove() }

        try directory.sessions().save(.mock)

        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        #expect(try mode(of: file) == 0o600)
    }

    @Test("saving replaces the session whole, leaving no temporary file behind")
    func replaces() throws {
        defer { directory.remove() }
        let other = AccountSession(sessionID: .mockEnvironment, accountID: 777, username: "bo")

        try directory.sessions().save(.mock)
        try directory.sessions().save(other)

        #expect(try directory.sessions().session() == other)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == [
                "session.json"
            ])
        #expect(try mode(of: file) == 0o600)
    }

    @Test("a file that group or others may read is refused", arguments: [0o644, 0o640, 0o604, 0o660])
    func readableByOthers(mode: Int) throws {
        defer { directory.remove() }
        try directory.sessions().save(.mock)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)

        #expect(throws: SessionStoreError.readableByOthers(path: file.path)) {
            try directory.sessions().session()
        }
    }

    @Test(
        "a file popcorn did not write is unreadable",
        arguments: [
            "not a session", #"{"sessionID":"mock-session-4f1c2a9e"}"#,
            #"{"sessionID":"  ","accountID":548,"username":"ana"}"#, "",
        ])
    func garbage(text: String) throws {
        defer { directory.remove() }
        try write(text)

        #expect(
            throws: SessionStoreError.unreadable(
                "the session file \(file.path) is not one popcorn wrote; 'popcorn account logout' removes it")
        ) {
            try directory.sessions().session()
        }
    }

    @Test("deleting removes the file; deleting again, or with no file, is fine")
    func delete() throws {
        defer { directory.remove() }
        let sessions = directory.sessions()
        try sessions.save(.mock)

        try sessions.delete()

        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try sessions.session() == nil)
        try sessions.delete()
        #expect(try sessions.session() == nil)
    }

    @Test("the file holds the session (it is the credential's store), which the session's description never shows")
    func holdsTheCredential() throws {
        defer { directory.remove() }

        try directory.sessions().save(.mock)

        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(SessionID.mock.value))
        #expect(!String(describing: AccountSession.mock.sessionID).contains(SessionID.mock.value))
    }
}
