/// The `Decoder` (and single-value container) for one node of a ``JSONTape``.
final class JSONTapeDecoderImpl: Decoder, SingleValueDecodingContainer {
    let tape: JSONTape
    let index: Int
    let path: JSONTapePath?

    init(tape: JSONTape, index: Int, path: JSONTapePath?) {
        self.tape = tape
        self.index = index
        self.path = path
    }

    var codingPath: [any CodingKey] { JSONTapePath.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tape.nodes[index].kind == .object else {
            throw JSONTapeDecoder.mismatch([String: Any].self, tape, index, path)
        }
        return KeyedDecodingContainer(JSONTapeKeyedContainer<Key>(tape: tape, objectIndex: index, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.nodes[index].kind == .array else {
            throw JSONTapeDecoder.mismatch([Any].self, tape, index, path)
        }
        return JSONTapeUnkeyedContainer(tape: tape, arrayIndex: index, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { tape.isNull(index) }

    func decode(_ type: Bool.Type) throws -> Bool { try scalar(tape.bool(index)) }
    func decode(_ type: String.Type) throws -> String { try scalar(tape.string(index)) }
    func decode(_ type: Double.Type) throws -> Double { try scalar(tape.double(index)) }
    func decode(_ type: Float.Type) throws -> Float { try scalar(tape.float(index)) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONTapeDecoder.decodeValue(T.self, tape: tape, index: index, path: path)
    }

    private func scalar<T>(_ value: T?) throws -> T {
        try JSONTapeDecoder.unwrap(value, T.self, tape, index, path)
    }

    private func integer<T: FixedWidthInteger>() throws -> T {
        try scalar(tape.integer(index, as: T.self))
    }
}
