import Foundation

/// The decoder ``TMDbClient`` uses for every body: it produces the same values as
/// `JSONDecoder()` with default strategies for TMDb's DTOs, but parses into a flat
/// ``JSONTape`` and looks keys up without building dictionaries, which makes it several
/// times faster on Linux. Failures are `DecodingError`s shaped like `JSONDecoder`'s.
enum JSONTapeDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let tape: JSONTape
        do {
            tape = try JSONTape(bytes: [UInt8](data))
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))
        }
        return try decodeValue(T.self, tape: tape, index: 0, path: nil)
    }

    /// Decodes node `index` as `T`, with fast paths for the scalar types and the few
    /// Foundation types `JSONDecoder` treats specially (URL, Data, Decimal).
    static func decodeValue<T: Decodable>(_ type: T.Type, tape: JSONTape, index: Int, path: JSONTapePath?) throws -> T {
        if T.self == String.self {
            return try unwrap(tape.string(index), String.self, tape, index, path) as! T
        } else if T.self == Int.self {
            return try unwrap(tape.integer(index, as: Int.self), Int.self, tape, index, path) as! T
        } else if T.self == Double.self {
            return try unwrap(tape.double(index), Double.self, tape, index, path) as! T
        } else if T.self == Bool.self {
            return try unwrap(tape.bool(index), Bool.self, tape, index, path) as! T
        } else if T.self == URL.self {
            let text = try unwrap(tape.string(index), String.self, tape, index, path)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: JSONTapePath.keys(path), debugDescription: "Invalid URL string."))
            }
            return url as! T
        } else if T.self == Data.self {
            let text = try unwrap(tape.string(index), String.self, tape, index, path)
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: JSONTapePath.keys(path), debugDescription: "Encountered Data is not valid Base64."))
            }
            return data as! T
        } else if T.self == Decimal.self {
            let node = tape.nodes[index]
            guard node.kind == .integer || node.kind == .number,
                let decimal = Decimal(string: String(decoding: tape.slice(node), as: UTF8.self), locale: nil)
            else {
                throw mismatch(Decimal.self, tape, index, path)
            }
            return decimal as! T
        }
        return try T(from: JSONTapeDecoderImpl(tape: tape, index: index, path: path))
    }

    /// `value`, or the `DecodingError` JSONDecoder would throw for node `index`.
    @inline(__always)
    static func unwrap<T>(_ value: T?, _ type: T.Type, _ tape: JSONTape, _ index: Int, _ path: JSONTapePath?) throws
        -> T
    {
        guard let value else {
            throw mismatch(type, tape, index, path)
        }
        return value
    }

    static func mismatch<T>(_ type: T.Type, _ tape: JSONTape, _ index: Int, _ path: JSONTapePath?) -> DecodingError {
        let node = tape.nodes[index]
        let context = DecodingError.Context(
            codingPath: JSONTapePath.keys(path),
            debugDescription: (node.kind == .integer || node.kind == .number) && type is any Numeric.Type
                ? "Number \(String(decoding: tape.slice(node).prefix(40), as: UTF8.self)) does not fit in \(type)."
                : "Expected to decode \(type) but found \(node.kindDescription) instead."
        )
        return node.kind == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
