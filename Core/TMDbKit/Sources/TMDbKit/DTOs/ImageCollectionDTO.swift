/// The body of `GET /movie/{id}/images`, `/tv/{id}/images` and `/person/{id}/images`, and
/// the `images` part appended to their details. Titles have `posters`, `backdrops` and
/// `logos`; people have `profiles`. A missing or `null` list decodes as `[]` and a
/// malformed image is dropped rather than failing the whole collection.
public struct ImageCollectionDTO: Codable, Equatable, Sendable {
    /// The title's or person's id; TMDb leaves it out when the collection is appended.
    public let id: Int?
    public let posters: [ImageMetadataDTO]
    public let backdrops: [ImageMetadataDTO]
    public let logos: [ImageMetadataDTO]
    /// A person's photos; empty for titles.
    public let profiles: [ImageMetadataDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case posters
        case backdrops
        case logos
        case profiles
    }

    public init(
        id: Int? = nil,
        posters: [ImageMetadataDTO] = [],
        backdrops: [ImageMetadataDTO] = [],
        logos: [ImageMetadataDTO] = [],
        profiles: [ImageMetadataDTO] = []
    ) {
        self.id = id
        self.posters = posters
        self.backdrops = backdrops
        self.logos = logos
        self.profiles = profiles
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.decodeLossy(Int.self, forKey: .id)
        posters = container.decodeLossyArrayOrEmpty(ImageMetadataDTO.self, forKey: .posters)
        backdrops = container.decodeLossyArrayOrEmpty(ImageMetadataDTO.self, forKey: .backdrops)
        logos = container.decodeLossyArrayOrEmpty(ImageMetadataDTO.self, forKey: .logos)
        profiles = container.decodeLossyArrayOrEmpty(ImageMetadataDTO.self, forKey: .profiles)
    }
}
