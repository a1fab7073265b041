import CoreDomain

/// Turns a domain `Keyword` into `KeywordDetails`.
public struct KeywordDetailsMapper: Sendable {
    public init() {}

    public func map(_ keyword: Keyword) -> KeywordDetails {
        KeywordDetails(id: keyword.id, name: keyword.name)
    }
}
