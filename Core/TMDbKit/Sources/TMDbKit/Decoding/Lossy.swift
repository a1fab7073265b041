/// A DTO field TMDb may send absent, `null`, or with the wrong type (such as `""` where a number
/// belongs): each of those reads as `nil` instead of failing the whole response, and `nil` is left
/// out when encoding. A `""` in a string field stays `""`; the adapters' mappers turn it into nothing.
///
/// The synthesized `Codable` of the DTO reaches ``KeyedDecodingContainer/decode(_:forKey:)``
/// and ``KeyedEncodingContainer/encode(_:forKey:)`` overloads for this type, so a DTO needs no
/// hand-written `init(from:)`.
@propertyWrapper
public struct Lossy<Value: Decodable> {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }
}

extension Lossy: Decodable {
    /// Reached only where no keyed container's overload applies, such as an element of an array.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try? decoder.singleValueContainer().decode(Value.self)
    }
}

extension Lossy: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Lossy: Equatable where Value: Equatable {}
extension Lossy: Sendable where Value: Sendable {}
