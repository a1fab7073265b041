import DataPersistence
import Foundation
import TerminalImages
import TerminalLayout

/// The text and JSON of the cache commands.
enum CacheStatsRenderer {
    /// One block per file:
    ///
    /// ```
    /// TMDb cache  /home/ana/.cache/popcorn/cache.sqlite
    ///   entries     42 (1.2 MB)
    ///   by kind     configuration 1, credits 5, details 10, list 20, search 6
    ///   by context  core 1, movies 20, people 9, tvseries 12
    ///   oldest      2026-11-19 10:22 UTC (2 days ago)
    ///   newest      2026-11-21 07:00 UTC (20 minutes ago)
    /// ```
    static func text(_ reports: [CacheFileReport], now: Date) -> String {
        reports.map { report in
            let label = CacheFile(
                source: report.source, language: report.language, url: URL(fileURLWithPath: report.path)
            ).label
            var lines = ["\(label)  \(report.path)"]
            guard let stats = report.stats else {
                lines.append(
                    report.problem.map { "  cannot be read (\($0)); 'popcorn cache clear' starts it afresh" }
                        ?? "  not created yet")
                return lines.joined(separator: "\n") + "\n"
            }
            let size = stats.fileSizeBytes.map { " (\(byteCount($0)))" } ?? ""
            lines.append(row("entries", "\(stats.totalEntries)\(size)"))
            lines.append(row("by kind", counts(stats.entriesByKind)))
            lines.append(row("by context", counts(stats.entriesByContext)))
            lines.append(row("oldest", moment(stats.oldestCachedAt, now: now)))
            lines.append(row("newest", moment(stats.newestCachedAt, now: now)))
            return lines.joined(separator: "\n") + "\n"
        }
        .joined(separator: "\n")
    }

    /// The image cache's block:
    ///
    /// ```
    /// image cache  /home/ana/.cache/popcorn/images
    ///   files       12 (1.3 MB)
    /// ```
    static func text(_ images: ImageCacheReport) -> String {
        "\nimage cache  \(images.path)\n"
            + row("files", "\(images.usage.files) (\(byteCount(images.usage.bytes)))") + "\n"
    }

    /// `cleared 12 images from the image cache (/…/images)`.
    static func summary(_ images: ImageCacheReport) -> String {
        let files = images.usage.files == 1 ? "1 image" : "\(images.usage.files) images"
        return "cleared \(files) from the image cache (\(images.path))\n"
    }

    /// `{"caches": [{"source", "path", "exists", "stats": {...}}], "images": {"path", "files",
    /// "bytes"}}`, timestamps in ISO 8601 (UTC); `images` only when the TMDb cache is reported.
    static func json(_ reports: [CacheFileReport], images: ImageCacheReport? = nil) throws(CLIFailure) -> String {
        struct Document: Encodable {
            let caches: [CacheFileReport]
            let images: ImageCacheReport?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return String(decoding: try encoder.encode(Document(caches: reports, images: images)), as: UTF8.self) + "\n"
        } catch {
            throw CLIFailure(.failure, "the cache statistics could not be encoded as JSON: \(error)")
        }
    }

    /// `cleared 42 entries from the TMDb cache (/…/cache.sqlite)`, one line per file.
    static func summary(verb: String, _ counts: [CacheFileCount]) -> String {
        counts.map { count in
            guard let deleted = count.deleted else {
                return "\(count.file.label): nothing to do, \(count.file.url.path) does not exist\n"
            }
            let entries = deleted == 1 ? "1 entry" : "\(deleted) entries"
            return "\(verb) \(entries) from the \(count.file.label) (\(count.file.url.path))\n"
        }
        .joined()
    }

    /// `details 10, list 20`, sorted by name; `none` when empty.
    static func counts(_ counts: [String: Int]) -> String {
        counts.isEmpty
            ? "none" : counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    /// `2026-11-19 10:22 UTC (2 days ago)`, or `-` for an empty cache.
    static func moment(_ date: Date?, now: Date) -> String {
        guard let date else {
            return "-"
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return "\(formatter.string(from: date)) UTC (\(RelativeAge.describe(now.timeIntervalSince(date))))"
    }

    /// `512 bytes`, `1.5 KB`, `12.3 MB` (1024-based).
    static func byteCount(_ bytes: Int) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard bytes >= 1024 else {
            return bytes == 1 ? "1 byte" : "\(bytes) bytes"
        }
        var value = Double(bytes)
        var unit = -1
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }

    private static func row(_ name: String, _ value: String) -> String {
        "  " + name.padding(toLength: 12, withPad: " ", startingAt: 0) + value
    }
}
