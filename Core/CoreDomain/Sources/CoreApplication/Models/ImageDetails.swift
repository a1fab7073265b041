import CoreDomain
import Foundation

/// One image ready to show or download: its URLs at the sizes TMDb publishes for its kind, and
/// what TMDb says about it.
public struct ImageDetails: Codable, Equatable, Sendable {
    public let urlSet: ImageURLSet
    public let width: Int
    public let height: Int
    public let aspectRatio: Double
    /// ISO 639-1 code of the text in the image; `nil` for an image without text.
    public let languageCode: String?
    public let voteAverage: Double?
    public let voteCount: Int?

    public init(
        urlSet: ImageURLSet,
        width: Int,
        height: Int,
        aspectRatio: Double,
        languageCode: String?,
        voteAverage: Double?,
        voteCount: Int?
    ) {
        self.urlSet = urlSet
        self.width = width
        self.height = height
        self.aspectRatio = aspectRatio
        self.languageCode = languageCode
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
