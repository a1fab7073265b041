import CoreDomain

/// Turns a domain `Genre` into `GenreDetails`.
public struct GenreDetailsMapper: Sendable {
    public init() {}

    public func map(_ entity: Genre) -> GenreDetails {
        GenreDetails(id: entity.id, name: entity.name)
    }
}
