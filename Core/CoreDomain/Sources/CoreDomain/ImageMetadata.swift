import Foundation

/// One image of a title or person as TMDb describes it (`/movie/{id}/images` and friends): where it
/// is, how big it is, which language its text is in, and how people voted on it.
public struct ImageMetadata: Equatable, Sendable {
    /// The raw image path, e.g. `/fCayJrkfRaCRCTh8GqN30f8oyQF.jpg`; resolved to URLs by ``ImagesConfiguration``.
    public let filePath: URL
    public let width: Int
    public let height: Int
    public let aspectRatio: Double
    /// ISO 639-1 code of the text in the image; `nil` for an image without text (a language-neutral one).
    public let languageCode: String?
    public let voteAverage: Double?
    public let voteCount: Int?

    public init(
        filePath: URL,
        width: Int,
        height: Int,
        aspectRatio: Double,
        languageCode: String? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
    ) {
        self.filePath = filePath
        self.width = width
        self.height = height
        self.aspectRatio = aspectRatio
        self.languageCode = languageCode
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
