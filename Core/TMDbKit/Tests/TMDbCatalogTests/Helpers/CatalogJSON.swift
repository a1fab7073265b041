import Foundation
import TMDbKit
import Testing

/// Reads catalog answers as plain JSON, to check the shapes of the parts whose DTOs live
/// elsewhere, and to compare appended parts with their own endpoints' answers.
enum CatalogJSON {
    /// The JSON object in `response`'s body; fails the test when there is none.
    static func object(_ response: TMDbResponse, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String: Any]
    {
        try #require(
            try JSONSerialization.jsonObject(with: response.body) as? [String: Any], sourceLocation: sourceLocation)
    }

    /// The JSON object in the file at `path` below `directory`.
    static func object(inFile path: String, below directory: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `value` as canonical JSON text (sorted keys), so two objects compare as text.
    static func text(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// The `file_path`s of `images[key]`, in order.
    static func filePaths(_ images: [String: Any], _ key: String) -> [String] {
        ((images[key] as? [[String: Any]]) ?? []).compactMap { $0["file_path"] as? String }
    }
}
