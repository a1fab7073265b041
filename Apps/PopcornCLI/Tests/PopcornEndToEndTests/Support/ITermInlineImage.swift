import Foundation

/// An iTerm2 inline image read back from the terminal: `ESC ] 1337 ; File=<arguments> : <base64> BEL`.
struct ITermInlineImage: Sendable {
    /// The arguments by name (`inline`, `size`, `width`, `height`...).
    let arguments: [String: String]
    /// The file the base64 decodes to.
    let file: [UInt8]

    /// The first inline image in `text`; `nil` when there is none, it does not end with BEL, or its data
    /// is not base64.
    init?(in text: String) {
        guard let start = text.range(of: "\u{1B}]1337;File="),
            let end = text[start.upperBound...].firstIndex(of: "\u{07}"),
            let colon = text[start.upperBound..<end].firstIndex(of: ":"),
            let data = Data(base64Encoded: String(text[text.index(after: colon)..<end]))
        else {
            return nil
        }
        var arguments: [String: String] = [:]
        for pair in text[start.upperBound..<colon].split(separator: ";") {
            let sides = pair.split(separator: "=", maxSplits: 1)
            if sides.count == 2 {
                arguments[String(sides[0])] = String(sides[1])
            }
        }
        self.arguments = arguments
        file = [UInt8](data)
    }
}
