import TerminalImages

/// What `popcorn cache stats` found in the image cache, or what `cache clear` removed from it.
struct ImageCacheReport: Encodable, Equatable, Sendable {
    let path: String
    let usage: ImageCacheUsage

    enum CodingKeys: String, CodingKey {
        case path, files, bytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(usage.files, forKey: .files)
        try container.encode(usage.bytes, forKey: .bytes)
    }
}
