import Foundation

/// The one way TMDb bodies are decoded (no key strategy: DTOs spell out their snake_case
/// keys), and the short, body-free summaries of decoding failures.
enum TMDbJSON {
    /// Decodes a TMDb body with Foundation's `JSONDecoder`: the DTOs spell out their keys and
    /// decode TMDb's `""`, `null` and absent fields leniently themselves.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(T.self, from: data)
    }

    /// `"<coding path>: <reason>"`, without any of the body, capped at 200 characters.
    static func summary(of error: DecodingError) -> String {
        let context: DecodingError.Context
        let reason: String
        switch error {
        case .typeMismatch(let type, let errorContext):
            context = errorContext
            reason = errorContext.debugDescription.isEmpty ? "expected \(type)" : errorContext.debugDescription
        case .valueNotFound(let type, let errorContext):
            context = errorContext
            reason = "expected \(type) but found null"
        case .keyNotFound(let key, let errorContext):
            context = errorContext
            reason = "missing key '\(key.stringValue)'"
        case .dataCorrupted(let errorContext):
            context = errorContext
            reason = errorContext.codingPath.isEmpty ? "not valid JSON" : errorContext.debugDescription
        @unknown default:
            return "undecodable body"
        }
        let path = codingPath(context.codingPath)
        let text = path.isEmpty ? reason : "\(path): \(reason)"
        return text.count > 200 ? String(text.prefix(200)) : text
    }

    /// `results[3].release_date` style rendering of a coding path.
    static func codingPath(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
