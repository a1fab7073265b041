/// A DTO array TMDb may send absent or `null` (read as `nil`), or with a malformed element
/// (skipped, so one bad entry cannot sink the response); `nil` is left out when encoding.
@propertyWrapper
public struct LossyArray<Element: Decodable> {
    public var wrappedValue: [Element]?

    public init(wrappedValue: [Element]?) {
        self.wrappedValue = wrappedValue
    }
}

extension LossyArray: Decodable {
    /// Reached only where no keyed container's overload applies, such as an element of an array.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try? decoder.singleValueContainer().decode([Element].self)
    }
}

extension LossyArray: Encodable where Element: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension LossyArray: Equatable where Element: Equatable {}
extension LossyArray: Sendable where Element: Sendable {}
