import CoreDomain
import Foundation

extension ImageURLSet {
    /// The URL set ``ImagesConfiguration/mock()`` resolves for `path` as `kind`.
    public static func mock(path: String = "/image.jpg", kind: ImageKind = .poster) -> ImageURLSet {
        ImagesConfiguration.mock().urlSet(for: URL(string: path), kind: kind)!
    }
}
