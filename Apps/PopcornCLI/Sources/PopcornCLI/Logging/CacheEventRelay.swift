import CoreDomain
import DataPersistence
import Foundation
import Logging

/// Receives the cache's events for one command: logs each under `--debug`, and turns the
/// first stale fallback into a single warning line saying how old the data is.
final class CacheEventRelay: CacheEventReporting {
    private let console: Console
    private let logger: Logger?
    private let hasWarned = Locked(false)

    init(console: Console, logger: Logger?) {
        self.console = console
        self.logger = logger
    }

    func report(_ event: CacheEvent) {
        logger?.debug("\(Self.debugLine(for: event))")
        guard case .staleServed(_, _, let age, let cause) = event else {
            return
        }
        let isFirst = hasWarned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        if isFirst {
            console.warning(Self.staleWarning(age: age, cause: cause))
        }
    }

    /// `TMDb could not be reached (connection refused); showing data cached 3 days ago`.
    static func staleWarning(age: TimeInterval, cause: DataAccessError) -> String {
        "\(reason(for: cause)); showing data cached \(RelativeAge.describe(age))"
    }

    /// `cache hit details movie/550 age=2h`, and so on for every event.
    static func debugLine(for event: CacheEvent) -> String {
        switch event {
        case .hit(let kind, let key, let age):
            "cache hit \(kind.rawValue) \(key) age=\(Int(age))s"
        case .miss(let kind, let key):
            "cache miss \(kind.rawValue) \(key)"
        case .expired(let kind, let key, let age):
            "cache expired \(kind.rawValue) \(key) age=\(Int(age))s"
        case .staleServed(let kind, let key, let age, let cause):
            "cache stale \(kind.rawValue) \(key) age=\(Int(age))s cause=\(reason(for: cause))"
        case .expiredServedOffline(let kind, let key, let age):
            "cache stale-offline \(kind.rawValue) \(key) age=\(Int(age))s"
        case .readFailed(let kind, let key, let message):
            "cache read-failed \(kind.rawValue) \(key) \(message)"
        case .writeFailed(let kind, let key, let message):
            "cache write-failed \(kind.rawValue) \(key) \(message)"
        }
    }

    private static func reason(for cause: DataAccessError) -> String {
        switch cause {
        case .unreachable(let detail): phrase("TMDb could not be reached", detail)
        case .rateLimited(let detail): phrase("TMDb is rate limiting requests", detail)
        case .invalidResponse(let detail): phrase("TMDb's answer could not be read", detail)
        case .unauthorised(let detail): phrase("TMDb refused the credentials", detail)
        case .notFound: "TMDb no longer has it"
        case .storage(let detail), .unknown(let detail): phrase("TMDb failed", detail)
        }
    }

    /// `summary (detail)`, or just `detail` when it already says it all (`TMDb could not be reached: ...`).
    private static func phrase(_ summary: String, _ detail: String?) -> String {
        guard let detail, !detail.isEmpty else {
            return summary
        }
        return detail.hasPrefix("TMDb") ? detail : "\(summary) (\(detail))"
    }
}
