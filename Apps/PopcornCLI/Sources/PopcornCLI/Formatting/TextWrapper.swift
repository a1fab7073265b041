/// Greedy word wrapping for prose such as a movie's overview.
///
/// Paragraph breaks are kept; runs of spaces collapse; a word longer than the width gets a
/// line of its own rather than being cut.
struct TextWrapper: Sendable {
    /// The maximum number of characters per line.
    let width: Int
    /// Prefixed to every line (counted in the width).
    let indent: String

    init(width: Int, indent: String = "") {
        self.width = max(width, indent.count + 1)
        self.indent = indent
    }

    /// The lines of `text`, wrapped.
    func lines(_ text: String) -> [String] {
        var lines: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard !words.isEmpty else {
                lines.append("")
                continue
            }
            var current = indent
            for word in words {
                if current.count == indent.count {
                    current += word
                } else if current.count + 1 + word.count <= width {
                    current += " " + word
                } else {
                    lines.append(current)
                    current = indent + word
                }
            }
            lines.append(current)
        }
        return Self.trimmingBlankEdges(lines)
    }

    /// `text`, wrapped and joined with newlines (no trailing newline).
    func wrap(_ text: String) -> String {
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
