import TerminalImages
import Testing

@Suite("HalfBlockImageEncoder")
struct HalfBlockImageEncoderTests {
    let columns = 4
    let rows = 3
    /// Exactly `columns` × `rows * 2` pixels, so nothing is scaled: every pixel its own colour.
    let image: RasterImage

    init() {
        image = RasterImage.mock(width: 4, height: 6) { x, y in
            RGBAColor(red: UInt8(10 + x * 60), green: UInt8(5 + y * 40), blue: UInt8(x * y * 10))
        }
    }

    @Test("each cell shows the pixel above as its top and the pixel below as its bottom")
    func pairsPixelsIntoCells() {
        let cells = HalfBlockImageEncoder(depth: .trueColour).cells(for: image, columns: columns, rows: rows)

        #expect(cells.count == rows)
        for row in 0..<rows {
            #expect(cells[row].count == columns)
            for column in 0..<columns {
                #expect(cells[row][column].top == image.colour(x: column, y: row * 2))
                #expect(cells[row][column].bottom == image.colour(x: column, y: row * 2 + 1))
            }
        }
    }

    @Test("each line sends each cell's 24-bit colours, one ▀ a column, then a reset")
    func encodesTrueColour() {
        let lines = HalfBlockImageEncoder(depth: .trueColour).encode(image, columns: columns, rows: rows)

        #expect(lines.count == rows)
        for (row, line) in lines.enumerated() {
            var expected = ""
            for column in 0..<columns {
                let top = image.colour(x: column, y: row * 2)
                let bottom = image.colour(x: column, y: row * 2 + 1)
                expected += "\u{1B}[38;2;\(top.red);\(top.green);\(top.blue);48;2;\(bottom.red);\(bottom.green);"
                expected += "\(bottom.blue)m▀"
            }
            #expect(line == expected + "\u{1B}[0m")
            #expect(line.filter { $0 == "▀" }.count == columns)
            #expect(!line.hasSuffix("\n"))
        }
    }

    @Test("256 colours send each pixel's nearest palette index")
    func encodesPalette256() {
        let lines = HalfBlockImageEncoder(depth: .palette256).encode(image, columns: columns, rows: rows)

        for (row, line) in lines.enumerated() {
            let expected = (0..<columns).map { column in
                HalfBlockImageEncoderTests.PaintedCell(
                    foreground: [5, XTermPalette.nearestIndex(to: image.colour(x: column, y: row * 2))],
                    background: [5, XTermPalette.nearestIndex(to: image.colour(x: column, y: row * 2 + 1))])
            }
            #expect(Self.paint(line) == expected)
            #expect(line.filter { $0 == "▀" }.count == columns)
            #expect(line.hasSuffix("\u{1B}[0m"))
        }
    }

    @Test("a colour is sent again only when it changes along the line")
    func sendsOnlyChanges() {
        let red = RGBAColor(red: 255, green: 0, blue: 0)
        let blue = RGBAColor(red: 0, green: 0, blue: 255)
        let cells = [
            HalfBlockCell(top: red, bottom: blue), HalfBlockCell(top: red, bottom: blue),
            HalfBlockCell(top: blue, bottom: blue), HalfBlockCell(top: blue, bottom: red),
        ]

        let line = HalfBlockImageEncoder(depth: .trueColour).line(for: cells)

        #expect(line == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀▀\u{1B}[38;2;0;0;255m▀\u{1B}[48;2;255;0;0m▀\u{1B}[0m")
    }

    @Test("in 256 colours, neighbours that map to the same entry send it once")
    func sendsEachPaletteEntryOnce() {
        let red = RGBAColor(red: 255, green: 0, blue: 0)
        let nearlyRed = RGBAColor(red: 250, green: 3, blue: 0)
        let black = RGBAColor(red: 0, green: 0, blue: 0)

        let line = HalfBlockImageEncoder(depth: .palette256).line(for: [
            HalfBlockCell(top: red, bottom: black), HalfBlockCell(top: nearlyRed, bottom: black),
        ])

        #expect(line == "\u{1B}[38;5;196;48;5;16m▀▀\u{1B}[0m")
    }

    @Test("transparent pixels are laid over black")
    func compositesOverBlack() {
        let translucent = RasterImage(
            width: 1, height: 2, filledWith: RGBAColor(red: 200, green: 100, blue: 0, alpha: 128))!

        let cells = HalfBlockImageEncoder(depth: .trueColour).cells(for: translucent, columns: 1, rows: 1)
        let lines = HalfBlockImageEncoder(depth: .trueColour).encode(translucent, columns: 1, rows: 1)

        #expect(
            cells == [
                [
                    HalfBlockCell(
                        top: RGBAColor(red: 100, green: 50, blue: 0), bottom: RGBAColor(red: 100, green: 50, blue: 0))
                ]
            ])
        #expect(lines == ["\u{1B}[38;2;100;50;0;48;2;100;50;0m▀\u{1B}[0m"])
    }

    @Test("a larger picture is scaled to the cells asked for")
    func scalesToTheCells() {
        let cells = HalfBlockImageEncoder(depth: .trueColour).cells(
            for: RasterImage.gradient(width: 300, height: 450), columns: 20, rows: 15)

        #expect(cells.count == 15)
        #expect(cells.allSatisfy { $0.count == 20 })
    }

    @Test("no cells make an empty line")
    func emptyLine() {
        #expect(HalfBlockImageEncoder(depth: .palette256).line(for: []) == "")
    }

    /// What one `▀` was drawn with: the SGR parameters after 38 and after 48 in force at the time.
    struct PaintedCell: Equatable {
        let foreground: [Int]
        let background: [Int]
    }

    /// Follows `line` as a terminal would, recording the colours each `▀` is drawn in.
    private static func paint(_ line: String) -> [PaintedCell] {
        var cells: [PaintedCell] = []
        var foreground: [Int] = []
        var background: [Int] = []
        var rest = Substring(line)
        while let first = rest.first {
            if first == "▀" {
                cells.append(PaintedCell(foreground: foreground, background: background))
                rest = rest.dropFirst()
                continue
            }
            guard rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(of: "m") else {
                return []
            }
            var numbers = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").map { Int($0)! }
            rest = rest[rest.index(after: end)...]
            while let layer = numbers.first {
                let length = numbers.count > 1 && numbers[1] == 2 ? 4 : (layer == 0 ? 0 : 2)
                let colour = Array(numbers.dropFirst().prefix(length))
                if layer == 38 {
                    foreground = colour
                } else if layer == 48 {
                    background = colour
                } else if layer == 0 {
                    foreground = []
                    background = []
                }
                numbers.removeFirst(min(numbers.count, length + 1))
            }
        }
        return cells
    }
}
