/// The one rule for what text may reach a terminal: data from TMDb or from the user is shown, never
/// obeyed. A title carrying `ESC]0;…BEL` or `ESC[2J` would otherwise retitle the window or clear the
/// screen, so every human view goes through ``forTerminal(_:)`` on its way out, and only the styling a
/// layout adds itself (through ``styled(_:sgr:)``) and its own line breaks reach the terminal.
///
/// Styling is written with ``styleMark``, a Unicode noncharacter followed by a key drawn at random
/// when the process starts, which stands for ESC until the last step: an ESC found in the text can
/// always be told from one the layout put there, and a title cannot forge a style without the key.
public enum TerminalText {
    /// Opens every mark: U+FDD0, one of the code points Unicode keeps for a program's internal use.
    public static let styleEscape = Unicode.Scalar(UInt32(0xFDD0))!

    /// This process's key: twelve letters from the Private Use Area, after ``styleEscape``.
    static let styleKey: [Unicode.Scalar] = (0..<12).map { _ in
        Unicode.Scalar(UInt32.random(in: 0xE000...0xE0FF))!
    }

    /// What stands for ESC in a layout's own styling until ``forTerminal(_:)`` writes it out.
    static let styleMark = String(String.UnicodeScalarView([styleEscape] + styleKey))

    /// What a control character from the data is drawn as.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` wrapped in the SGR style `sgr` (`1` bold, `1;4` bold and underlined, `36` cyan) and a
    /// reset, marked with ``styleEscape`` so that ``forTerminal(_:)`` writes it as a real escape.
    public static func styled(_ text: String, sgr: String) -> String {
        styleMark + "[" + sgr + "m" + text + styleMark + "[0m"
    }

    /// A human view as the terminal may receive it: line breaks kept, the layout's styling turned into
    /// escapes, and every other control character (C0, DEL, C1) from the data made harmless: a tab
    /// or a carriage return becomes a space, anything else `�`.
    public static func forTerminal(_ text: String) -> String {
        rewritten(text, keepsLineBreaks: true, writesStyles: true)
    }

    /// One diagnostic line: as ``forTerminal(_:)``, but line breaks become spaces too and no styling
    /// is written, so a message quoting a title is always one plain line.
    public static func plainLine(_ text: String) -> String {
        rewritten(text, keepsLineBreaks: false, writesStyles: false)
    }

    /// What `character` is drawn as where text is laid out on its own (a browser row): a line break,
    /// tab or carriage return as a space, any other control character or style marker as `�`, one
    /// column each; anything else as it is.
    public static func shown(_ character: Character) -> Character {
        guard character.isTerminalControl || character.unicodeScalars.contains(styleEscape) else {
            return character
        }
        if character.isNewline || character == "\t" {
            return " "
        }
        return Character(replacement)
    }

    private static func rewritten(_ text: String, keepsLineBreaks: Bool, writesStyles: Bool) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { needsRewriting($0, keepsLineBreaks: keepsLineBreaks) }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == styleEscape {
                if let sequence = styleSequence(in: scalars, from: index) {
                    if writesStyles {
                        result.append("\u{1B}")
                        result.append(contentsOf: scalars[sequence.parameters])
                    }
                    index = sequence.end
                    continue
                }
                result.append(replacement)
            } else if scalar == "\n" {
                result.append(keepsLineBreaks ? "\n" : " ")
            } else if scalar == "\t" || scalar == "\r" {
                result.append(" ")
            } else if isControl(scalar) {
                result.append(replacement)
            } else {
                result.append(scalar)
            }
            index = scalars.index(after: index)
        }
        return String(result)
    }

    /// A layout's own style at `marker`: this process's key, then `[<digits and ;>m`; the range of
    /// `[...m` and where the sequence ends. `nil` for anything else, such as a U+FDD0 from the data.
    private static func styleSequence(
        in scalars: String.UnicodeScalarView, from marker: String.UnicodeScalarView.Index
    ) -> (parameters: Range<String.UnicodeScalarView.Index>, end: String.UnicodeScalarView.Index)? {
        var index = scalars.index(after: marker)
        for expected in styleKey {
            guard index < scalars.endIndex, scalars[index] == expected else {
                return nil
            }
            index = scalars.index(after: index)
        }
        let start = index
        guard index < scalars.endIndex, scalars[index] == "[" else {
            return nil
        }
        index = scalars.index(after: index)
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "m" {
                let end = scalars.index(after: index)
                return (start..<end, end)
            }
            guard scalar == ";" || ("0"..."9").contains(scalar) else {
                return nil
            }
            index = scalars.index(after: index)
        }
        return nil
    }

    private static func needsRewriting(_ scalar: Unicode.Scalar, keepsLineBreaks: Bool) -> Bool {
        (isControl(scalar) && !(keepsLineBreaks && scalar == "\n")) || scalar == styleEscape
    }

    /// C0 (below space), DEL and C1 (0x80-0x9F): the code points a terminal acts on.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}
