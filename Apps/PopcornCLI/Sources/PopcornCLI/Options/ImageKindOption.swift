import ArgumentParser
import CoreDomain

/// `--kind poster|backdrop|logo` of `popcorn movie images` and `popcorn tv images`.
enum ImageKindOption: String, ArgumentChoice, Sendable {
    case poster
    case backdrop
    case logo

    /// The image kind the use case keeps.
    var imageKind: ImageKind {
        switch self {
        case .poster: .poster
        case .backdrop: .backdrop
        case .logo: .logo
        }
    }

    /// `posters`, as a sentence names them.
    var plural: String { rawValue + "s" }
}
