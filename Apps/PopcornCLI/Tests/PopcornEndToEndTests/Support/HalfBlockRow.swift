/// One line of a picture drawn in half blocks, read back cell by cell: each `▀` with the foreground
/// (its top half) and background (its bottom half) the SGR escapes before it set.
struct HalfBlockRow: Sendable {
    /// The two colours of one cell.
    struct Cell: Equatable, Sendable {
        let top: SGRColour
        let bottom: SGRColour
    }

    let cells: [Cell]

    /// The row `line` draws; `nil` unless it is only SGR escapes and `▀`, every cell has both colours
    /// set, and it ends with a reset (`ESC[0m`).
    init?(_ line: String) {
        var cells: [Cell] = []
        var foreground: SGRColour?
        var background: SGRColour?
        var endsWithReset = false
        var rest = Substring(line)
        while let first = rest.first {
            if first == "\u{2580}" {
                guard let foreground, let background else {
                    return nil
                }
                cells.append(Cell(top: foreground, bottom: background))
                endsWithReset = false
                rest = rest.dropFirst()
                continue
            }
            guard rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(of: "m") else {
                return nil
            }
            let parameters = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").compactMap {
                Int($0)
            }
            rest = rest[rest.index(after: end)...]
            if parameters == [0] {
                (foreground, background, endsWithReset) = (nil, nil, true)
                continue
            }
            var index = 0
            while index < parameters.count {
                let (colour, used) = Self.colour(in: parameters, at: index + 1)
                guard let colour, [38, 48].contains(parameters[index]) else {
                    return nil
                }
                if parameters[index] == 38 {
                    foreground = colour
                } else {
                    background = colour
                }
                index += 1 + used
            }
        }
        guard !cells.isEmpty, endsWithReset else {
            return nil
        }
        self.cells = cells
    }

    /// The colour after a `38` or `48` at `index` and how many parameters it took.
    private static func colour(in parameters: [Int], at index: Int) -> (SGRColour?, Int) {
        guard index < parameters.count else {
            return (nil, 0)
        }
        if parameters[index] == 2, index + 3 < parameters.count {
            return (.rgb(red: parameters[index + 1], green: parameters[index + 2], blue: parameters[index + 3]), 4)
        }
        if parameters[index] == 5, index + 1 < parameters.count {
            return (.indexed(parameters[index + 1]), 2)
        }
        return (nil, 0)
    }
}
