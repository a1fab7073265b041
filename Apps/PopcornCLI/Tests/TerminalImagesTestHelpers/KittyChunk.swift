import Foundation

/// One `ESC _ G <keys> ; <payload> ESC \` escape of kitty's graphics protocol, taken apart: what the
/// encoder's tests and the end-to-end tests read back.
public struct KittyChunk: Equatable, Sendable {
    /// The keys before `;` (`a=T`, `f=32`, `m=1`...).
    public let keys: [String: String]
    /// The base64 text after `;`.
    public let payload: String

    public init(keys: [String: String], payload: String) {
        self.keys = keys
        self.payload = payload
    }

    /// The chunks `output` is made of, or `nil` if anything in it is not a well-formed kitty escape
    /// (text between escapes, a key given twice, no `;`).
    public static func parse(_ output: String) -> [KittyChunk]? {
        var chunks: [KittyChunk] = []
        var rest = Substring(output)
        while !rest.isEmpty {
            guard rest.hasPrefix("\u{1B}_G"), let end = rest.firstRange(of: "\u{1B}\\"),
                let chunk = chunk(rest[rest.index(rest.startIndex, offsetBy: 3)..<end.lowerBound])
            else {
                return nil
            }
            chunks.append(chunk)
            rest = rest[end.upperBound...]
        }
        return chunks
    }

    /// Every graphics escape in `text` (among anything else), in order, queries (`a=q`) left out.
    public static func all(in text: String) -> [KittyChunk] {
        var chunks: [KittyChunk] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}_G"), let end = rest[start.upperBound...].range(of: "\u{1B}\\") {
            if let chunk = chunk(rest[start.upperBound..<end.lowerBound]), chunk.keys["a"] != "q" {
                chunks.append(chunk)
            }
            rest = rest[end.upperBound...]
        }
        return chunks
    }

    /// The bytes of all `chunks`' payloads joined and decoded from base64; `nil` when that is not base64.
    public static func decodedPayload(of chunks: [KittyChunk]) -> [UInt8]? {
        Data(base64Encoded: chunks.map(\.payload).joined()).map { [UInt8]($0) }
    }

    /// One escape's body (`a=T,f=32;AAAA`); `nil` without `;` or with a key given twice.
    private static func chunk(_ body: Substring) -> KittyChunk? {
        guard let semicolon = body.firstIndex(of: ";") else {
            return nil
        }
        var keys: [String: String] = [:]
        for pair in body[..<semicolon].split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, keys[String(parts[0])] == nil else {
                return nil
            }
            keys[String(parts[0])] = String(parts[1])
        }
        return KittyChunk(keys: keys, payload: String(body[body.index(after: semicolon)...]))
    }
}
