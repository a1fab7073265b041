/// Turns what a terminal in raw mode sends into keys: arrows and paging keys as the escape
/// sequences xterm and its kin send (both `ESC [` and `ESC O` forms), Enter, Backspace (DEL or
/// Ctrl-H), Tab, Ctrl-C, and UTF-8 text. An escape byte that ends a read is the Esc key itself
/// (a sequence arrives in one read); a sequence this does not know is dropped whole.
public struct KeyDecoder: Sendable {
    public init() {}

    public func keys(in bytes: [UInt8]) -> [BrowseKey] {
        var keys: [BrowseKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                let (key, length) = escapeSequence(bytes, at: index)
                if let key {
                    keys.append(key)
                }
                index += length
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x03: keys.append(.interrupt)
            case 0x00..<0x20: break
            default:
                let length = Self.utf8Length(byte)
                let end = min(bytes.count, index + length)
                if let text = String(validating: bytes[index..<end], as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
                index = end
                continue
            }
            index += 1
        }
        return keys
    }

    /// The key an escape sequence at `start` stands for, and how many bytes it takes.
    private func escapeSequence(_ bytes: [UInt8], at start: Int) -> (BrowseKey?, Int) {
        guard start + 1 < bytes.count else {
            return (.escape, 1)
        }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            return (.escape, 1)  // Esc, then another key (Alt+key reads as both).
        }
        // Parameters (digits and ;) up to a final byte in @...~.
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
            end += 1
        }
        guard end < bytes.count else {
            return (nil, bytes.count - start)
        }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let key: BrowseKey? =
            switch (bytes[end], parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            case (UInt8(ascii: "~"), "3"): .backspace  // Delete: nothing to delete forwards in one line.
            case (UInt8(ascii: "Z"), _): .tab
            default: nil
            }
        return (key, end - start + 1)
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
