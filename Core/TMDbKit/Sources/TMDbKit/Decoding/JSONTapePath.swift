/// The coding path of a value being decoded, as a parent-linked list so that descending
/// costs one small allocation and the array is only built when an error needs it.
final class JSONTapePath {
    let parent: JSONTapePath?
    let key: any CodingKey

    init(parent: JSONTapePath?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// The keys from the root to `path`.
    static func keys(_ path: JSONTapePath?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = path
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }
}
