import Foundation

/// Parses a run's standard output as exactly one JSON object, for `--json` assertions.
enum JSONDocument {
    /// The top-level object, or an error when stdout is not one JSON object.
    static func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let object = value as? [String: Any] else {
            throw NotAnObject()
        }
        return object
    }

    /// The ids of a list document's `results`.
    static func resultIDs(_ object: [String: Any]) -> [Int] {
        (object["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    /// Standard output was JSON, but not an object.
    struct NotAnObject: Error {}
}
