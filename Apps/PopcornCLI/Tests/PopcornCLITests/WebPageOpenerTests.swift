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
        let opener = WebPageOpener(environment: ["DISPLAY": ":0", "PATH": "/nowhere:\(directory.path)"])

        #expect(opener.launcher?.path == directory.appendingPathComponent("xdg-open").path)
    }

    @Test("without a display (an SSH session, a console) nothing is launched", arguments: ["", "unset"])
    func noDisplay(display: String) {
        var environment = ["PATH": directory.path, "WAYLAND_DISPLAY": ""]
        if display != "unset" {
            environment["DISPLAY"] = display
        }

        #expect(WebPageOpener(environment: environment).launcher == nil)
        #expect(!WebPageOpener(environment: environment).open("https://www.themoviedb.org/movie/550"))
    }

    @Test("without xdg-open on the PATH nothing is launched")
    func noLauncher() {
        #expect(WebPageOpener(environment: ["WAYLAND_DISPLAY": "wayland-0", "PATH": "/nowhere"]).launcher == nil)
    }
}
