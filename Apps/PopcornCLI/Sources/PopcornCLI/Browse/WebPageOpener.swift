import Foundation

/// Opens a web page in the desktop's browser with `xdg-open`, when there is a desktop to open it on
/// (`DISPLAY` or `WAYLAND_DISPLAY`) and `xdg-open` is on the `PATH`. The browser gets no share of the
/// terminal: its input and output go to /dev/null, so it can never draw over the screen, and none of
/// popcorn's credentials (`TMDB_*`) in its environment. Whether it worked is `xdg-open`'s exit status,
/// so a desktop without a browser is said as such.
struct WebPageOpener: Sendable {
    /// The environment popcorn runs in (`ProcessEnvironment.variables`), which `xdg-open` is given
    /// without `TMDB_*`.
    let environment: [String: String]

    /// The `xdg-open` to run, when a desktop is there to open a page on.
    var launcher: URL? {
        let display = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        guard display else {
            return nil
        }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        return directories.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("xdg-open") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `xdg-open url` (which hands the page to the browser and ends); `true` when it says it
    /// did, `false` when there is no desktop, it cannot start, or it fails.
    func open(_ url: String) async -> Bool {
        guard let launcher else {
            return false
        }
        let process = makeProcess(launcher, url)
        return await withCheckedContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(returning: finished.terminationReason == .exit && finished.terminationStatus == 0)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: false)
            }
        }
    }

    /// Starts `xdg-open url` and returns at once, without waiting for it (some desktops keep it until
    /// the browser closes); `false` when there is no desktop or it cannot start.
    func start(_ url: String) -> Bool {
        guard let launcher else {
            return false
        }
        do {
            try makeProcess(launcher, url).run()
            return true
        } catch {
            return false
        }
    }

    /// `launcher url`, its standard streams on /dev/null, ``environment`` without `TMDB_*`.
    private func makeProcess(_ launcher: URL, _ url: String) -> Process {
        let process = Process()
        process.executableURL = launcher
        process.arguments = [url]
        process.environment = environment.filter { !$0.key.hasPrefix("TMDB_") }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }
}
