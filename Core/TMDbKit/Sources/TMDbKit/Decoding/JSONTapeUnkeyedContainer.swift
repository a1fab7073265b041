/// An unkeyed container over one JSON array of a ``JSONTape``. Like `JSONDecoder`'s, it
/// only moves to the next element when a decode succeeds.
struct JSONTapeUnkeyedContainer: UnkeyedDecodingContainer {
    let tape: JSONTape
    let arrayIndex: Int
    let path: JSONTapePath?
    private(set) var currentIndex = 0
    /// The node index of the current element.
    private var cursor: Int

    init(tape: JSONTape, arrayIndex: Int, path: JSONTapePath?) {
        self.tape = tape
        self.arrayIndex = arrayIndex
        self.path = path
        self.cursor = arrayIndex + 1
    }

    var codingPath: [any CodingKey] { JSONTapePath.keys(path) }
    var count: Int? { Int(tape.nodes[arrayIndex].length) }
    var isAtEnd: Bool { currentIndex >= Int(tape.nodes[arrayIndex].length) }

    private var elementPath: JSONTapePath {
        JSONTapePath(parent: path, key: JSONTapeIndexKey(index: currentIndex))
    }

    private func requireElement<T>(_ type: T.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: JSONTapePath.keys(elementPath), debugDescription: "Unkeyed container is at end."))
        }
        return cursor
    }

    private mutating func advance() {
        cursor = Int(tape.nodes[cursor].next)
        currentIndex += 1
    }

    private mutating func scalar<T>(_ read: (Int) -> T?) throws -> T {
        let index = try requireElement(T.self)
        guard let value = read(index) else {
            throw JSONTapeDecoder.mismatch(T.self, tape, index, elementPath)
        }
        advance()
        return value
    }

    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        let tape = self.tape
        return try scalar { tape.integer($0, as: T.self) }
    }

    mutating func decodeNil() throws -> Bool {
        let index = try requireElement(Never?.self)
        guard tape.isNull(index) else {
            return false
        }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(tape.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try scalar(tape.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar(tape.double) }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar(tape.float) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = try requireElement(T.self)
        let value = try JSONTapeDecoder.decodeValue(T.self, tape: tape, index: index, path: elementPath)
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let index = try requireElement([String: Any].self)
        let container = try JSONTapeDecoderImpl(tape: tape, index: index, path: elementPath).container(keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try requireElement([Any].self)
        let container = try JSONTapeDecoderImpl(tape: tape, index: index, path: elementPath).unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try requireElement((any Decoder).self)
        let decoder = JSONTapeDecoderImpl(tape: tape, index: index, path: elementPath)
        advance()
        return decoder
    }
}
