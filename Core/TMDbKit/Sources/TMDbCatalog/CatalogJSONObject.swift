import Foundation

/// A JSON object read from and written back to bytes, for the answers the catalog composes from
/// its files (a details object with appended parts, an image collection filtered by language)
/// without a DTO for every part: keys and values pass through as TMDb wrote them.
struct CatalogJSONObject {
    /// The object's members; values are what `JSONSerialization` reads (`NSNull` for `null`).
    var members: [String: Any]

    /// An object of `members`, composed by the catalog.
    init(members: [String: Any]) {
        self.members = members
    }

    /// The object in `data`, or `nil` when `data` is not a JSON object.
    init?(_ data: Data) {
        guard let members = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return nil
        }
        self.members = members
    }

    /// The object as TMDb would send it, keys sorted so the same answer is always the same bytes,
    /// slashes unescaped; `nil` only if a member cannot be written as JSON.
    var data: Data? {
        try? JSONSerialization.data(withJSONObject: members, options: [.sortedKeys, .withoutEscapingSlashes])
    }
}
