import Foundation

/// The process's environment variables, read once: `ProcessInfo.environment` builds a new
/// dictionary on every read, and the app and the command both need it.
enum ProcessEnvironment {
    /// The variables as the process started with them.
    static let variables = ProcessInfo.processInfo.environment
}
