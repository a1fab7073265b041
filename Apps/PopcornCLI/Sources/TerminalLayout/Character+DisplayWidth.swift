extension Character {
    /// The columns the character takes in a terminal as ``Swift/String/fitted(to:)`` draws it (see
    /// ``Swift/String/displayWidth``).
    public var displayWidth: Int {
        guard let first = unicodeScalars.first else {
            return 0
        }
        if first.isASCII && unicodeScalars.count == 1 {
            return 1  // A letter, a digit, punctuation, or a control character drawn as one.
        }
        if isTerminalControl || unicodeScalars.contains(TerminalText.styleEscape) {
            return 1  // Drawn as a space or `�` (``TerminalText/shown(_:)``), never sent as it is.
        }
        if unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
            || unicodeScalars.contains(where: { $0.value == 0xFE0F })
        {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return Self.wideRanges.contains { $0.contains(first.value) } ? 2 : 1
    }

    /// A C0 or C1 control character (ESC, BEL, CR, ...): sent to a terminal, it would act, not show.
    public var isTerminalControl: Bool {
        unicodeScalars.contains(where: TerminalText.isControl)
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth.txt, W and F, by block).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
