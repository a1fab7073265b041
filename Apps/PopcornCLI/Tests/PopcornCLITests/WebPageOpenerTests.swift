import Foundation
import Testing

@testable import PopcornCLI

@Suite("WebPageOpener")
struct WebPageOpenerTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let launcher = directory.appendingPathComponent("xdg-open")
        try "#!/bin/sh\necho \"$1\" > \"$(dirname \"$0\")/opened\"\n".write(
            to: launcher, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher.path)
    }

    @Test("with a display and xdg-open on the PATH, xdg-open is the launcher")
    func findsTheLauncher() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let opener = WebPageOpener(environment: ["DISPLAY": ":0", "PATH": "/nowhere:\(directory.path)"])

        #expect(opener.launcher?.path == directory.appendingPathComponent("xdg-open").path)
    }

    @Test("without a display (an SSH session, a console) nothing is launched", arguments: ["", "unset"])
    func noDisplay(display: String) async {
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ["PATH": directory.path, "WAYLAND_DISPLAY": ""]
        if display != "unset" {
            environment["DISPLAY"] = display
        }

        #expect(WebPageOpener(environment: environment).launcher == nil)
        #expect(await WebPageOpener(environment: environment).open("https://www.themoviedb.org/movie/550") == false)
    }

    @Test("with a desktop the page goes to xdg-open, and its exit status says whether it opened")
    func opens() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let opener = WebPageOpener(environment: ["DISPLAY": ":0", "PATH": directory.path + ":/usr/bin:/bin"])

        let opened = await opener.open("https://www.themoviedb.org/movie/550")

        #expect(opened)
        let handed = try String(contentsOf: directory.appendingPathComponent("opened"), encoding: .utf8)
        #expect(handed == "https://www.themoviedb.org/movie/550\n")
    }

    @Test("an xdg-open that fails (no browser set up) is not said to have opened the page")
    func failingLauncher() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let failing = directory.appendingPathComponent("failing")
        try FileManager.default.createDirectory(at: failing, withIntermediateDirectories: true)
        let launcher = failing.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nexit 3\n".write(to: launcher, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher.path)

        #expect(await WebPageOpener(environment: ["DISPLAY": ":0", "PATH": failing.path]).open("https://x") == false)
    }

    @Test("without xdg-open on the PATH nothing is launched")
    func noLauncher() {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(WebPageOpener(environment: ["WAYLAND_DISPLAY": "wayland-0", "PATH": "/nowhere"]).launcher == nil)
    }
}

extension WebPageOpenerTests {
    @Test("started without waiting, the launcher gets the page and none of popcorn's TMDB_ variables")
    func startsWithoutCredentials() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let launcher = directory.appendingPathComponent("xdg-open")
        try
            "#!/bin/sh\nenv | grep -c '^TMDB_' > \"$(dirname \"$0\")/tmdb\"; echo \"$1\" > \"$(dirname \"$0\")/opened\"\n"
            .write(to: launcher, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher.path)
        // popcorn's environment, with a credential in it; the process's own is never changed (another
        // test's process launch reads it at the same time).
        let environment = [
            "DISPLAY": ":0", "PATH": directory.path + ":/usr/bin:/bin", "TMDB_E2E_SECRET": "do-not-pass",
        ]

        #expect(WebPageOpener(environment: environment).start("https://x/approve"))
        let opened = directory.appendingPathComponent("opened")
        // It runs on its own: wait (at most 2 s) for it to have written the page.
        for _ in 0..<200 where (try? String(contentsOf: opened, encoding: .utf8))?.hasSuffix("\n") != true {
            try await Task.sleep(for: .milliseconds(10))
        }

        #expect(try String(contentsOf: opened, encoding: .utf8) == "https://x/approve\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("tmdb"), encoding: .utf8) == "0\n")
    }
}
