import Foundation

/// The kinds of TMDb image, each with its own list of sizes and its own ideal widths.
public enum ImageKind: String, Codable, Equatable, Sendable, CaseIterable {
    case poster
    case backdrop
    case logo
    case profile
    case still

    /// The widths, in pixels, that the thumbnail, card and detail renditions should at least have.
    public var idealWidths: (thumbnail: Int, card: Int, detail: Int) {
        switch self {
        case .poster: (185, 342, 780)
        case .backdrop: (300, 780, 1280)
        case .logo: (185, 300, 500)
        case .profile: (185, 300, 500)
        case .still: (92, 185, 300)
        }
    }
}
