import Foundation

/// Fresh, uniquely named directories under the system's temporary directory.
enum TemporaryDirectory {
    /// Creates and returns a new empty directory.
    static func make(prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
