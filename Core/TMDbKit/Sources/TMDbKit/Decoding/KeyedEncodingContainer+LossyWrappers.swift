/// What a DTO's synthesized `encode(to:)` calls for its ``Lossy`` and ``LossyArray`` fields:
/// `nil` leaves the key out, as TMDb does, instead of writing `null`.
extension KeyedEncodingContainer {
    public mutating func encode<Value: Encodable>(_ value: Lossy<Value>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }

    public mutating func encode<Element: Encodable>(_ value: LossyArray<Element>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }

    public mutating func encode<Element: Encodable>(_ value: LossyArrayOrEmpty<Element>, forKey key: Key) throws {
        try encode(value.wrappedValue, forKey: key)
    }
}
