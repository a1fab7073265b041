/// A DTO array the screen always wants, even when TMDb sends it absent, `null` or not as an
/// array (read as `[]`); a malformed element is skipped, as in ``LossyArray``.
@propertyWrapper
public struct LossyArrayOrEmpty<Element: Decodable> {
    public var wrappedValue: [Element]

    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }
}

extension LossyArrayOrEmpty: Decodable {
    /// Reached only where no keyed container's overload applies, such as an element of an array.
    public init(from decoder: any Decoder) throws {
        wrappedValue = (try? decoder.singleValueContainer().decode([Element].self)) ?? []
    }
}

extension LossyArrayOrEmpty: Encodable where Element: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension LossyArrayOrEmpty: Equatable where Element: Equatable {}
extension LossyArrayOrEmpty: Sendable where Element: Sendable {}
