import Foundation
import SearchDomain

/// A search the person ran, for `popcorn search --history`.
///
/// `searchedAt` is written as an ISO 8601 instant (`2026-11-25T03:21:09Z`) in `--json`, not as a
/// day like release dates: two searches on one day must stay in order.
public struct MediaSearchHistoryEntryDetails: Codable, Equatable, Sendable {
    public let query: String
    public let kind: MediaSearchKind
    public let searchedAt: Date

    public init(query: String, kind: MediaSearchKind, searchedAt: Date) {
        self.query = query
        self.kind = kind
        self.searchedAt = searchedAt
    }

    private enum CodingKeys: String, CodingKey {
        case query
        case kind
        case searchedAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        query = try container.decode(String.self, forKey: .query)
        kind = try container.decode(MediaSearchKind.self, forKey: .kind)
        let text = try container.decode(String.self, forKey: .searchedAt)
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw DecodingError.dataCorruptedError(
                forKey: .searchedAt, in: container, debugDescription: "not an ISO 8601 instant: \(text)")
        }
        searchedAt = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query, forKey: .query)
        try container.encode(kind, forKey: .kind)
        try container.encode(searchedAt.formatted(.iso8601), forKey: .searchedAt)
    }
}
