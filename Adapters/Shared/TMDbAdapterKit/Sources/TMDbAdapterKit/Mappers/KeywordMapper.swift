import CoreDomain
import TMDbKit

/// Maps TMDb's keywords (a title's, appended or not, and `/search/keyword`'s results) to domain
/// `Keyword`s, in TMDb's order.
public struct KeywordMapper: Sendable {
    public init() {}

    public func map(_ dto: KeywordListDTO) -> [Keyword] {
        dto.keywords.map(map)
    }

    public func map(_ dto: KeywordDTO) -> Keyword {
        Keyword(id: dto.id, name: dto.name)
    }
}
