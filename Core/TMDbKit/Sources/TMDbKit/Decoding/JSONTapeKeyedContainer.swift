/// A keyed container over one JSON object of a ``JSONTape``: keys are found by a linear
/// scan comparing raw bytes (TMDb objects are small), so no key strings are created.
struct JSONTapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let tape: JSONTape
    let objectIndex: Int
    let path: JSONTapePath?

    var codingPath: [any CodingKey] { JSONTapePath.keys(path) }

    var allKeys: [Key] {
        var keys: [Key] = []
        var keyIndex = objectIndex + 1
        for _ in 0..<tape.nodes[objectIndex].length {
            if let name = tape.string(keyIndex), let key = Key(stringValue: name) {
                keys.append(key)
            }
            keyIndex = Int(tape.nodes[keyIndex + 1].next)
        }
        return keys
    }

    /// The node index of the value for `key`, or `nil` when the object has no such key.
    /// (With duplicate keys the first one wins, as in `JSONDecoder`.)
    func valueIndex(for key: Key) -> Int? {
        var name = key.stringValue
        return name.withUTF8 { wanted in
            var keyIndex = objectIndex + 1
            let nodes = tape.nodes
            for _ in 0..<nodes[objectIndex].length {
                let keyNode = nodes[keyIndex]
                if keyNode.kind == .string {
                    if Int(keyNode.length) == wanted.count, matches(keyNode, wanted) {
                        return keyIndex + 1
                    }
                } else if tape.string(keyIndex) == String(decoding: wanted, as: UTF8.self) {
                    return keyIndex + 1
                }
                keyIndex = Int(nodes[keyIndex + 1].next)
            }
            return nil
        }
    }

    private func matches(_ keyNode: JSONTapeNode, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        tape.bytes.withUnsafeBufferPointer { bytes in
            var offset = Int(keyNode.start)
            for byte in wanted {
                if bytes[offset] != byte {
                    return false
                }
                offset += 1
            }
            return true
        }
    }

    private func require(_ key: Key) throws -> Int {
        guard let index = valueIndex(for: key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key.stringValue).")
            )
        }
        return index
    }

    private func childPath(_ key: Key) -> JSONTapePath {
        JSONTapePath(parent: path, key: key)
    }

    private func scalar<T>(_ key: Key, _ read: (Int) -> T?) throws -> T {
        let index = try require(key)
        guard let value = read(index) else {
            throw JSONTapeDecoder.mismatch(T.self, tape, index, childPath(key))
        }
        return value
    }

    private func scalarIfPresent<T>(_ key: Key, _ read: (Int) -> T?) throws -> T? {
        guard let index = valueIndex(for: key), !tape.isNull(index) else {
            return nil
        }
        guard let value = read(index) else {
            throw JSONTapeDecoder.mismatch(T.self, tape, index, childPath(key))
        }
        return value
    }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try scalar(key) { tape.integer($0, as: T.self) }
    }

    func contains(_ key: Key) -> Bool {
        valueIndex(for: key) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        tape.isNull(try require(key))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key, tape.bool) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key, tape.string) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key, tape.double) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key, tape.float) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONTapeDecoder.decodeValue(T.self, tape: tape, index: try require(key), path: childPath(key))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try scalarIfPresent(key, tape.bool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try scalarIfPresent(key, tape.string)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try scalarIfPresent(key, tape.double)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try scalarIfPresent(key) { tape.integer($0, as: Int.self) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = valueIndex(for: key), !tape.isNull(index) else {
            return nil
        }
        return try JSONTapeDecoder.decodeValue(T.self, tape: tape, index: index, path: childPath(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONTapeDecoderImpl(tape: tape, index: try require(key), path: childPath(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONTapeDecoderImpl(tape: tape, index: try require(key), path: childPath(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let superKey = JSONTapeIndexKey.super
        let index = Key(stringValue: superKey.stringValue).flatMap(valueIndex(for:))
        return try superDecoder(at: index, key: superKey)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(at: valueIndex(for: key), key: key)
    }

    private func superDecoder(at index: Int?, key: any CodingKey) throws -> any Decoder {
        guard let index else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for the super decoder."))
        }
        return JSONTapeDecoderImpl(tape: tape, index: index, path: JSONTapePath(parent: path, key: key))
    }
}
