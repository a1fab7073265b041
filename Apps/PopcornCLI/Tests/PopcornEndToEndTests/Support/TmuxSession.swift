import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A detached tmux session running one shell command in a real terminal of a given size, so
/// end-to-end tests can drive what only happens on a terminal (prompts) with keys and read the
/// screen back.
final class TmuxSession {
    /// How long ``waitForScreen(containing:)`` waits before giving up: as long as a run of
    /// `PopcornRunner`, because the whole suite starts hundreds of processes at once on two cores.
    static let timeout: TimeInterval = 60

    let name: String

    /// Starts `command` (run by `/bin/sh`) in a new session `columns` x `rows`.
    init(command: String, columns: Int = 100, rows: Int = 30) async throws {
        name = "popcorn-e2e-\(UUID().uuidString.prefix(8))"
        try await Self.tmux(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", command])
    }

    deinit {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "kill-session", "-t", name]
        try? process.run()
        process.waitUntilExit()
    }

    /// Types `keys` (tmux key names, e.g. `5`, `Enter`).
    func send(_ keys: String...) async throws {
        try await Self.tmux(["send-keys", "-t", name] + keys)
    }

    /// Resizes the terminal, as a person dragging the window would (the program gets SIGWINCH).
    func resize(columns: Int, rows: Int) async throws {
        try await Self.tmux(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The screen as text.
    func screen() async throws -> String {
        try await Self.tmux(["capture-pane", "-p", "-t", name])
    }

    /// The screen once it shows `text`; fails after ``timeout`` with the screen as it is then.
    ///
    /// The screen is read once more after the deadline, so a test whose task was not scheduled
    /// for a while (a busy machine) judges the screen as it is, never a copy from long ago.
    func waitForScreen(containing text: String) async throws -> String {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while Date() < deadline {
            let current = try await screen()
            if current.contains(text) {
                return current
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        let last = try await screen()
        if last.contains(text) {
            return last
        }
        throw TmuxError("the screen never showed \"\(text)\" in \(Int(Self.timeout)) s; it shows:\n\(last)")
    }

    /// Whether tmux can be run here.
    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The descriptors open in this process now (`/proc/self/fd`); glibc's spawn ignores a close
    /// of one that was closed meanwhile.
    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }

    /// Runs `tmux arguments...` to completion and returns what it printed.
    ///
    /// Spawned and reaped here with `posix_spawn` and `waitpid`, not with Foundation's `Process`,
    /// whose children inherit the test process's blocked signals: a tmux client that starts the
    /// server then never saw it come up, stayed a zombie, and the test hung.
    ///
    /// The spawn and the wait run on a thread of their own, never on one of the few threads that
    /// run every test's tasks.
    @discardableResult
    private static func tmux(_ arguments: [String]) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runTmux(arguments) })
            }
        }
    }

    /// Spawns `tmux arguments...`, waits for it and returns what it printed (blocks the caller).
    private static func runTmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else of the test process: a tmux server outlives the test, and a pipe end of
        // another test's `popcorn` run held open by it would keep that run waiting for its end.
        for descriptor in Self.openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ["/usr/bin/env", "tmux"] + arguments
        let environment = ["PATH=/usr/bin:/bin:/usr/local/bin", "TERM=xterm-256color"]
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in cArguments + cEnvironment {
                free(pointer)
            }
        }
        // The test process runs with most signals blocked, and a child inherits that mask: tmux
        // (and popcorn inside it) must start with every signal unblocked and at its default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
        guard spawned == 0 else {
            throw TmuxError("tmux could not be started (error \(spawned))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw TmuxError("tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(printed)")
        }
        return printed
    }
}
