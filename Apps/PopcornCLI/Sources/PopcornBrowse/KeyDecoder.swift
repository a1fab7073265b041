/// Turns what a terminal in raw mode sends into keys: arrows and paging keys as the escape
/// sequences xterm and its kin send (both `ESC [` and `ESC O` forms), Enter, Backspace (DEL or
/// Ctrl-H), Tab, Ctrl-C, and UTF-8 text. A read may end inside a sequence or a character: what
/// is incomplete is kept for the next read. A lone escape byte is the Esc key only once the
/// reader has waited a moment for more (``flush()``); a sequence this does not know is dropped.
public struct KeyDecoder: Sendable {
    /// Bytes of a sequence or character the last read ended inside.
    private var pending: [UInt8] = []

    public init() {}

    /// Whether the last read ended inside a sequence or character (the reader should wait a
    /// moment for the rest, then ``flush()``).
    public var isWaiting: Bool { !pending.isEmpty }

    /// The keys in `bytes`, after whatever the last read left incomplete.
    public mutating func keys(in bytes: [UInt8]) -> [BrowseKey] {
        let input = pending + bytes
        pending = []
        var keys: [BrowseKey] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                guard let (key, length) = escapeSequence(input, at: index) else {
                    pending = Array(input[index...])
                    return keys
                }
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
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                if length > 1, let text = String(validating: input[index..<(index + length)], as: UTF8.self),
                    let character = text.first
                {
                    keys.append(.character(character))
                    index += length
                    continue
                }
                if byte < 0x80 {
                    keys.append(.character(Character(Unicode.Scalar(byte))))
                }
            // An invalid byte is skipped alone, never with what follows it.
            }
            index += 1
        }
        return keys
    }

    /// What the last read left incomplete, now that no more came: a lone escape byte is Esc;
    /// anything else incomplete is dropped.
    public mutating func flush() -> [BrowseKey] {
        defer { pending = [] }
        return pending == [0x1B] ? [.escape] : []
    }

    /// The key an escape sequence at `start` stands for and how many bytes it takes, or `nil`
    /// when the input ends before the sequence does.
    private func escapeSequence(_ bytes: [UInt8], at start: Int) -> (BrowseKey?, Int)? {
        guard start + 1 < bytes.count else {
            return nil  // Esc, or the start of a sequence: the reader waits, then flushes.
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
            return nil
        }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        return (Self.key(final: bytes[end], parameters: parameters), end - start + 1)
    }

    private static func key(final: UInt8, parameters: String) -> BrowseKey? {
        switch (final, parameters) {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): .right
        case (UInt8(ascii: "D"), _): .left
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        case (UInt8(ascii: "~"), "3"): .backspace  // Delete: nothing to delete forwards in one line.
        case (UInt8(ascii: "Z"), _): .backTab
        default: nil
        }
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
