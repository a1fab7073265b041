import TerminalImages

/// Walks a sixel body byte by byte.
struct SixelReader {
    /// The body: everything between `q` and the closing `ESC \`.
    let bytes: [UInt8]
    /// The next byte to read.
    var position = 0
    /// What has been painted so far.
    var picture = SixelPicture()
    /// The selected palette entry.
    var colour: Int?
    /// The column the next sixel goes in.
    var x = 0
    /// The top row of the current band.
    var bandTop = 0

    /// The picture the body paints, or `nil` at anything this reader does not follow.
    mutating func read() -> SixelPicture? {
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                let numbers = readNumbers()
                guard numbers.count == 4 else {
                    return nil
                }
                picture.width = numbers[2]
                picture.height = numbers[3]
                picture.pixels = Array(repeating: nil, count: numbers[2] * numbers[3])
            case UInt8(ascii: "#"):
                let numbers = readNumbers()
                if numbers.count == 5 {
                    guard numbers[1] == 2 else {
                        return nil
                    }
                    picture.palette[numbers[0]] = Array(numbers[2...])
                } else if numbers.count != 1 {
                    return nil
                }
                colour = numbers[0]
            case UInt8(ascii: "!"):
                let count = readNumbers()
                guard count.count == 1, position < bytes.count else {
                    return nil
                }
                position += 1
                guard paint(bytes[position - 1], times: count[0]) else {
                    return nil
                }
            case UInt8(ascii: "$"):
                x = 0
            case UInt8(ascii: "-"):
                x = 0
                bandTop += 6
            case 63...126:
                guard paint(byte, times: 1) else {
                    return nil
                }
            default:
                return nil
            }
        }
        return picture
    }

    /// Digits separated by `;` from the current position.
    mutating func readNumbers() -> [Int] {
        var numbers: [Int] = []
        var current: Int?
        while position < bytes.count {
            let byte = bytes[position]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                current = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: ";") {
                numbers.append(current ?? 0)
                current = nil
            } else {
                break
            }
            position += 1
        }
        if let current {
            numbers.append(current)
        }
        return numbers
    }

    /// Paints the six-pixel column `character` stands for `times` times in the current colour.
    mutating func paint(_ character: UInt8, times: Int) -> Bool {
        guard (63...126).contains(character), let colour, let percentages = picture.palette[colour] else {
            return false
        }
        let painted = RGBAColor(
            red: UInt8((percentages[0] * 255 + 50) / 100), green: UInt8((percentages[1] * 255 + 50) / 100),
            blue: UInt8((percentages[2] * 255 + 50) / 100))
        let mask = character - 63
        for _ in 0..<times {
            for bit in 0..<6 where mask & (1 << bit) != 0 {
                let y = bandTop + bit
                guard x < picture.width, y < picture.height else {
                    return false
                }
                picture.pixels[y * picture.width + x] = painted
            }
            x += 1
        }
        return true
    }
}
