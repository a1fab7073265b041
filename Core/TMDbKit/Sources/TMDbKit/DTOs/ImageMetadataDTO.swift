/// One image of a title or a person as TMDb lists it (`posters[]`, `backdrops[]`, `logos[]`
/// and `profiles[]` of the images endpoints): its path, size, language and votes, so a
/// caller can pick the logo in the user's language or the best-voted poster. Only
/// `file_path` is required; an image without one is dropped from its list.
public struct ImageMetadataDTO: Codable, Equatable, Sendable {
    /// Width over height, e.g. `0.667` for a poster.
    @Lossy public private(set) var aspectRatio: Double?
    /// Pixels.
    @Lossy public private(set) var height: Int?
    /// ISO 639-1 code of the text in the image; `nil` (TMDb's `null`) for an image without
    /// text, such as most backdrops.
    @Lossy public private(set) var iso6391: String?
    /// e.g. `/kqjL17yufvn9OVLyXYpvtyrFfak.jpg`; joined with a base URL and a size.
    public let filePath: String
    @Lossy public private(set) var voteAverage: Double?
    @Lossy public private(set) var voteCount: Int?
    /// Pixels.
    @Lossy public private(set) var width: Int?

    enum CodingKeys: String, CodingKey {
        case aspectRatio = "aspect_ratio"
        case height
        case iso6391 = "iso_639_1"
        case filePath = "file_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case width
    }

    public init(
        aspectRatio: Double? = nil,
        height: Int? = nil,
        iso6391: String? = nil,
        filePath: String,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        width: Int? = nil
    ) {
        self.aspectRatio = aspectRatio
        self.height = height
        self.iso6391 = iso6391
        self.filePath = filePath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.width = width
    }
}
