import CoreDomain
import Foundation

/// A keyword as the cache keeps it: one element of the JSON document a keyword search is stored as
/// (`DocumentCache`), since the domain's `Keyword` is not for storing.
struct DiscoverKeywordRecord: Codable, Equatable, Sendable {
    let id: Int
    let name: String

    init(_ keyword: Keyword) {
        id = keyword.id
        name = keyword.name
    }

    var keyword: Keyword {
        Keyword(id: id, name: name)
    }
}
