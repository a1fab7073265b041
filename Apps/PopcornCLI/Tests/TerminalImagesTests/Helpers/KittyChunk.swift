/// One `ESC _ G <keys> ; <payload> ESC \` escape of a kitty transmission, taken apart.
struct KittyChunk: Equatable {
    let keys: [String: String]
    let payload: String

    /// The chunks of `output`, or `nil` if anything in it is not a well-formed kitty escape.
    static func parse(_ output: String) -> [KittyChunk]? {
        var chunks: [KittyChunk] = []
        var rest = Substring(output)
        while !rest.isEmpty {
            guard rest.hasPrefix("\u{1B}_G"), let end = rest.firstRange(of: "\u{1B}\\") else {
                return nil
            }
            let body = rest[rest.index(rest.startIndex, offsetBy: 3)..<end.lowerBound]
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
            chunks.append(KittyChunk(keys: keys, payload: String(body[body.index(after: semicolon)...])))
            rest = rest[end.upperBound...]
        }
        return chunks
    }
}
