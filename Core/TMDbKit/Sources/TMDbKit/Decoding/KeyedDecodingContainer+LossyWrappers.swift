/// What a DTO's synthesized `init(from:)` calls for its ``Lossy``, ``LossyArray`` and
/// ``LossyArrayOrEmpty`` fields: these overloads are more specific than the generic
/// `decode(_:forKey:)`, so an absent key reads as empty instead of throwing `keyNotFound`. They are
/// public so that a type in another module that uses the wrappers decodes the same way.
extension KeyedDecodingContainer {
    @inline(__always)
    public func decode<Value>(_ type: Lossy<Value>.Type, forKey key: Key) throws -> Lossy<Value> {
        Lossy(wrappedValue: decodeLossy(Value.self, forKey: key))
    }

    @inline(__always)
    public func decode<Element>(_ type: LossyArray<Element>.Type, forKey key: Key) throws -> LossyArray<Element> {
        LossyArray(wrappedValue: decodeLossyArray(Element.self, forKey: key))
    }

    @inline(__always)
    public func decode<Element>(_ type: LossyArrayOrEmpty<Element>.Type, forKey key: Key) throws
        -> LossyArrayOrEmpty<Element>
    {
        LossyArrayOrEmpty(wrappedValue: decodeLossyArrayOrEmpty(Element.self, forKey: key))
    }
}
