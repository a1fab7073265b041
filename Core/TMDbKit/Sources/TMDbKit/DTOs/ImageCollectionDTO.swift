/// The body of `GET /movie/{id}/images`, `/tv/{id}/images` and `/person/{id}/images`, and
/// the `images` part appended to their details. Titles have `posters`, `backdrops` and
/// `logos`; people have `profiles`. A missing or `null` list decodes as `[]` and a
/// malformed image is dropped rather than failing the whole collection.
public struct ImageCollectionDTO: Codable, Equatable, Sendable {
    /// The title's or person's id; TMDb leaves it out when the collection is appended.
    @Lossy public private(set) var id: Int?
    @LossyArrayOrEmpty public private(set) var posters: [ImageMetadataDTO]
    @LossyArrayOrEmpty public private(set) var backdrops: [ImageMetadataDTO]
    @LossyArrayOrEmpty public private(set) var logos: [ImageMetadataDTO]
    /// A person's photos; empty for titles.
    @LossyArrayOrEmpty public private(set) var profiles: [ImageMetadataDTO]

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
}
