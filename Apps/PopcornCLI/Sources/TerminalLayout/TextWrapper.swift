/// Greedy word wrapping for prose such as a movie's overview, measured in terminal columns
/// (``Swift/String/displayWidth``): a line of Japanese holds half as many characters as one of English.
///
/// Paragraph breaks are kept; runs of spaces collapse; a word longer than the width gets a
/// line of its own rather than being cut.
public struct TextWrapper: Sendable {
    /// The maximum number of columns per line.
    public let width: Int
    /// Prefixed to every line (counted in the width).
    public let indent: String

    /// A wrapper to lines of at most `width` columns, each starting with `indent`.
    public init(width: Int, indent: String = "") {
        self.width = max(width, indent.displayWidth + 1)
        self.indent = indent
    }

    /// The lines of `text`, wrapped.
    public func lines(_ text: String) -> [String] {
        var lines: [String] = []
        let indentWidth = indent.displayWidth
        // Any line break ends a paragraph: TMDb's texts come with `\n`, `\r\n` (one Character) or `\r`.
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for paragraph in paragraphs {
            let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard !words.isEmpty else {
                lines.append("")
                continue
            }
            var current = indent
            var used = indentWidth
            for word in words {
                let wordWidth = String(word).displayWidth
                if used == indentWidth {
                    current += word
                    used += wordWidth
                } else if used + 1 + wordWidth <= width {
                    current += " " + word
                    used += 1 + wordWidth
                } else {
                    lines.append(current)
                    current = indent + word
                    used = indentWidth + wordWidth
                }
            }
            lines.append(current)
        }
        return Self.trimmingBlankEdges(lines)
    }

    /// `text`, wrapped and joined with newlines (no trailing newline).
    public func wrap(_ text: String) -> String {
        lines(text).joined(separator: "\n")
    }

    private static func trimmingBlankEdges(_ lines: [String]) -> [String] {
        var result = lines
        while let first = result.first, first.allSatisfy(\.isWhitespace) {
            result.removeFirst()
        }
        while let last = result.last, last.allSatisfy(\.isWhitespace) {
            result.removeLast()
        }
        return result
    }
}
