import Foundation

/// Moves an unusable cache file, with its SQLite siblings, out of the way.
enum CacheFileQuarantine {
    /// The suffixes of the files SQLite keeps next to a database.
    static let siblingSuffixes = ["-wal", "-shm", "-journal"]

    /// Renames `url` to `<name>.<label>-<yyyyMMdd-HHmmss>` (UTC at `now`; `-2`, `-3`... when taken),
    /// and each existing sibling to the same name plus its suffix; returns the new URL.
    static func moveAside(_ url: URL, label: String, now: Date) throws -> URL {
        let fileManager = FileManager.default
        let base = "\(url.path).\(label)-\(timestamp(now))"
        var destination = base
        var attempt = 1
        while ([""] + siblingSuffixes).contains(where: { fileManager.fileExists(atPath: destination + $0) }) {
            attempt += 1
            destination = "\(base)-\(attempt)"
        }
        try fileManager.moveItem(atPath: url.path, toPath: destination)
        for suffix in siblingSuffixes where fileManager.fileExists(atPath: url.path + suffix) {
            try fileManager.moveItem(atPath: url.path + suffix, toPath: destination + suffix)
        }
        return URL(fileURLWithPath: destination)
    }

    /// `yyyyMMdd-HHmmss` in UTC.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2) + "-"
            + padded(parts.hour, 2) + padded(parts.minute, 2) + padded(parts.second, 2)
    }
}
