/// What bytes that are neither a JPEG nor a PNG look like, so `--debug` can say "an HTML page" (a
/// proxy's or captive portal's answer) rather than only that decoding failed.
enum ForeignBytes {
    /// A short noun phrase for `bytes`: "an HTML page", "a JSON document", "a GIF image", "a WebP
    /// image", or their first bytes in hex.
    static func describe(_ bytes: [UInt8]) -> String {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: byteOrderMark) ? 3 : 0
        let text = bytes[start...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if text.first == UInt8(ascii: "<") {
            return "an HTML page"
        }
        if text.first == UInt8(ascii: "{") || text.first == UInt8(ascii: "[") {
            return "a JSON document"
        }
        if bytes.starts(with: Array("GIF8".utf8)) {
            return "a GIF image"
        }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            return "a WebP image"
        }
        let hex = bytes.prefix(4).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "bytes starting \(hex.joined(separator: " "))"
    }
}
