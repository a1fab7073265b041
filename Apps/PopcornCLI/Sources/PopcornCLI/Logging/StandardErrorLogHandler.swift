import Logging

/// A swift-log handler that writes each message as one `popcorn: <level>: ...` line on
/// standard error (through ``Console``, so credentials are redacted).
struct StandardErrorLogHandler: LogHandler {
    private let console: Console
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    init(console: Console, logLevel: Logger.Level = .debug) {
        self.console = console
        self.logLevel = logLevel
    }

    /// A logger for `label` writing through `console`.
    static func logger(label: String = "popcorn", console: Console, level: Logger.Level = .debug) -> Logger {
        Logger(label: label) { _ in StandardErrorLogHandler(console: console, logLevel: level) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        console.diagnostic(
            event.level.rawValue, Self.line(message: event.message.description, metadata: merged(event.metadata)))
    }

    /// The message followed by ` key=value` pairs in key order.
    static func line(message: String, metadata: Logger.Metadata) -> String {
        let pairs = metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([message] + pairs).joined(separator: " ")
    }

    private func merged(_ eventMetadata: Logger.Metadata?) -> Logger.Metadata {
        var result = metadata
        if let provided = metadataProvider?.get() {
            result.merge(provided) { _, new in new }
        }
        if let eventMetadata {
            result.merge(eventMetadata) { _, new in new }
        }
        return result
    }
}
