import Foundation

/// Scalar reads from a ``JSONTape``: each returns `nil` when the node is not of a kind
/// that converts exactly (a string for `String`, an in-range whole number for `Int`...).
extension JSONTape {
    func isNull(_ index: Int) -> Bool {
        nodes[index].kind == .null
    }

    func bool(_ index: Int) -> Bool? {
        switch nodes[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    func string(_ index: Int) -> String? {
        let node = nodes[index]
        switch node.kind {
        case .string:
            return bytes.withUnsafeBufferPointer { buffer in
                String(
                    decoding: UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start + node.length)]),
                    as: UTF8.self)
            }
        case .escapedString:
            return unescapedString(node)
        default:
            return nil
        }
    }

    func integer<T: FixedWidthInteger>(_ index: Int, as type: T.Type) -> T? {
        let node = nodes[index]
        switch node.kind {
        case .integer:
            return bytes.withUnsafeBufferPointer { buffer in
                Self.parseInteger(
                    UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start + node.length)]), as: T.self)
            }
        case .number:
            // `1.0` or `1e3` are whole numbers too; `1.5` is not.
            return double(index).flatMap { T(exactly: $0) }
        default:
            return nil
        }
    }

    func double(_ index: Int) -> Double? {
        let node = nodes[index]
        guard node.kind == .integer || node.kind == .number else {
            return nil
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start + node.length)])
            return Self.fastDouble(slice) ?? Double(String(decoding: slice, as: UTF8.self))
        }
    }

    func float(_ index: Int) -> Float? {
        let node = nodes[index]
        guard node.kind == .integer || node.kind == .number else {
            return nil
        }
        return Float(String(decoding: slice(node), as: UTF8.self))
    }

    /// Exact integer parsing with overflow detection (the grammar was checked by the parser).
    private static func parseInteger<T: FixedWidthInteger>(_ digits: UnsafeBufferPointer<UInt8>, as type: T.Type) -> T?
    {
        var index = 0
        let negative = digits[0] == UInt8(ascii: "-")
        if negative {
            index = 1
        }
        var magnitude: UInt64 = 0
        while index < digits.count {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digits[index] &- UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else {
                return nil
            }
            magnitude = sum
            index += 1
        }
        guard negative else {
            return T(exactly: magnitude)
        }
        guard magnitude <= UInt64(Int64.max) + 1 else {
            return nil
        }
        return T(exactly: Int64(bitPattern: 0 &- magnitude))
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// Clinger's fast path: exact when the significant digits fit in 2^53 and the power of
    /// ten is at most 22, which covers every number TMDb sends; `nil` otherwise.
    private static func fastDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative {
            index = 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var seenPoint = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte | 0x20 == UInt8(ascii: "e") {
                break
            } else {
                let digit = UInt64(byte &- UInt8(ascii: "0"))
                if mantissa != 0 || digit != 0 {
                    significantDigits += 1
                }
                guard significantDigits <= 19 else {
                    return nil
                }
                mantissa = mantissa * 10 + digit
                if seenPoint {
                    exponent -= 1
                }
            }
            index += 1
        }
        if index < text.count {
            index += 1  // "e"
            var exponentNegative = false
            if text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                exponentNegative = text[index] == UInt8(ascii: "-")
                index += 1
            }
            var value = 0
            while index < text.count {
                value = value * 10 + Int(text[index] &- UInt8(ascii: "0"))
                guard value < 10_000 else {
                    return nil
                }
                index += 1
            }
            exponent += exponentNegative ? -value : value
        }
        guard mantissa <= 1 << 53, (-22...22).contains(exponent) else {
            return nil
        }
        var value = Double(mantissa)
        value = exponent < 0 ? value / powersOfTen[-exponent] : value * powersOfTen[exponent]
        return negative ? -value : value
    }

    private func unescapedString(_ node: JSONTapeNode) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(Int(node.length))
        var index = Int(node.start)
        let end = Int(node.start + node.length)
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let kind = bytes[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(at: index)
                index += 4
                if (0xD800..<0xDC00).contains(scalar), index + 5 < end + 1, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    let low = hex4(at: index + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                let unicode = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                Unicode.UTF8.encode(unicode) { output.append($0) }
            default: output.append(kind)  // \" \\ \/
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func hex4(at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            value = value << 4 | UInt32(JSONTapeDecoder.hexValue(bytes[index + offset]) ?? 0)
        }
        return value
    }
}
