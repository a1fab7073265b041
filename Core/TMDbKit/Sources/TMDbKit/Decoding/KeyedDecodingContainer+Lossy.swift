/// Lenient decoding for what the real TMDb API sends: the same optional field may be
/// absent, `null`, `""` or a value of the wrong type, and one malformed array element
/// must not sink a whole response.
extension KeyedDecodingContainer {
    /// The value for `key`, or `nil` when the key is absent, `null`, or holds something
    /// that does not decode as `T` (e.g. `""` where a number is expected).
    @inline(__always)
    func decodeLossy<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        // `try?` flattens to `T?`: absent and `null` give nil without throwing.
        try? decodeIfPresent(type, forKey: key)
    }

    // Concrete overloads: they reach the decoder's non-generic fast paths.

    @inline(__always)
    func decodeLossy(_ type: String.Type, forKey key: Key) -> String? {
        try? decodeIfPresent(String.self, forKey: key)
    }

    @inline(__always)
    func decodeLossy(_ type: Int.Type, forKey key: Key) -> Int? {
        try? decodeIfPresent(Int.self, forKey: key)
    }

    @inline(__always)
    func decodeLossy(_ type: Double.Type, forKey key: Key) -> Double? {
        try? decodeIfPresent(Double.self, forKey: key)
    }

    @inline(__always)
    func decodeLossy(_ type: Bool.Type, forKey key: Key) -> Bool? {
        try? decodeIfPresent(Bool.self, forKey: key)
    }

    /// The elements for `key` that decode as `Element`, skipping malformed ones; `nil`
    /// when the key is absent, `null`, or not an array.
    func decodeLossyArray<Element: Decodable>(_ type: Element.Type, forKey key: Key) -> [Element]? {
        guard contains(key), (try? decodeNil(forKey: key)) == false,
            var container = try? nestedUnkeyedContainer(forKey: key)
        else {
            return nil
        }
        var elements: [Element] = []
        elements.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            let indexBefore = container.currentIndex
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else if container.currentIndex == indexBefore {
                // Skip the malformed element; stop rather than loop if even that fails.
                guard (try? container.decode(DiscardedValue.self)) != nil else {
                    break
                }
            }
        }
        return elements
    }

    /// Like ``decodeLossyArray(_:forKey:)`` but `[]` when the array is missing.
    @inline(__always)
    func decodeLossyArrayOrEmpty<Element: Decodable>(_ type: Element.Type, forKey key: Key) -> [Element] {
        decodeLossyArray(type, forKey: key) ?? []
    }

    /// The entries of the object for `key` whose values decode as `Value`, skipping
    /// malformed ones; `nil` when the key is absent, `null`, or not an object.
    func decodeLossyDictionary<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> [String: Value]? {
        guard let container = try? nestedContainer(keyedBy: JSONObjectKey.self, forKey: key) else {
            return nil
        }
        var entries: [String: Value] = [:]
        for entryKey in container.allKeys {
            if let value = container.decodeLossy(Value.self, forKey: entryKey) {
                entries[entryKey.stringValue] = value
            }
        }
        return entries
    }
}
