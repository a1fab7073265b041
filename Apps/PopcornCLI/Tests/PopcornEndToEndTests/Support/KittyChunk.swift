import Foundation

/// One `ESC _ G <keys> ; <payload> ESC \` escape of kitty's graphics protocol, read back from the
/// terminal.
struct KittyChunk: Sendable {
    /// The keys before `;` (`a=T`, `f=32`, `m=1`...).
    let keys: [String: String]
    /// The base64 text after `;`.
    let payload: String

    /// Every graphics escape in `text`, in order, popcorn's query (`a=q`) left out.
    static func all(in text: String) -> [KittyChunk] {
        var chunks: [KittyChunk] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}_G"), let end = rest[start.upperBound...].range(of: "\u{1B}\\") {
            let body = rest[start.upperBound..<end.lowerBound]
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in parts[0].split(separator: ",") {
                let sides = pair.split(separator: "=", maxSplits: 1)
                if sides.count == 2 {
                    keys[String(sides[0])] = String(sides[1])
                }
            }
            if keys["a"] != "q" {
                chunks.append(KittyChunk(keys: keys, payload: parts.count > 1 ? String(parts[1]) : ""))
            }
            rest = rest[end.upperBound...]
        }
        return chunks
    }

    /// The bytes of all `chunks`' payloads joined and decoded from base64; `nil` when that is not base64.
    static func decodedPayload(of chunks: [KittyChunk]) -> [UInt8]? {
        Data(base64Encoded: chunks.map(\.payload).joined()).map { [UInt8]($0) }
    }
}
