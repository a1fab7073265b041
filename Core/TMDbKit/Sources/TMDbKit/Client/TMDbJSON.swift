import Foundation

/// The one way TMDb bodies are decoded (no key strategy: DTOs spell out their snake_case
/// keys), and the short, body-free summaries of decoding failures.
enum TMDbJSON {
    /// Decodes a TMDb body with Foundation's `JSONDecoder`: the DTOs spell out their keys and
    /// decode TMDb's `""`, `null` and absent fields leniently themselves.
    ///
    /// TMDb's text has held half a surrogate pair (`"\ud83c"` alone), which `JSONDecoder` refuses as
    /// invalid JSON, and one broken overview would sink a whole screen: such a body is read again with
    /// each lone half written as U+FFFD, the replacement character.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            guard let repaired = replacingLoneSurrogates(in: data) else {
                throw DecodingError.dataCorrupted(context)
            }
            return try JSONDecoder().decode(T.self, from: repaired)
        }
    }

    /// `data` with every `\uD800`-`\uDFFF` escape that is not half of a pair written `\uFFFD` (the
    /// same six bytes long), or `nil` when there is none.
    static func replacingLoneSurrogates(in data: Data) -> Data? {
        var bytes = [UInt8](data)
        var changed = false
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "u"), let unit = codeUnit(in: bytes, at: index) else {
                index += 2  // another escape: its second byte is never the start of one
                continue
            }
            if (0xD800...0xDBFF).contains(unit), let next = codeUnit(in: bytes, at: index + 6),
                (0xDC00...0xDFFF).contains(next)
            {
                index += 12
            } else if (0xD800...0xDFFF).contains(unit) {
                bytes.replaceSubrange((index + 2)..<(index + 6), with: Array("fffd".utf8))
                changed = true
                index += 6
            } else {
                index += 6
            }
        }
        return changed ? Data(bytes) : nil
    }

    /// The code unit of the `\uXXXX` escape at `index`, or `nil` when there is none there.
    private static func codeUnit(in bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else {
            return nil
        }
        return UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
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
