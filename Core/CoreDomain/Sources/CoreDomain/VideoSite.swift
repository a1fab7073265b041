import Foundation

/// Where a title's video is hosted, which decides the address that plays it; TMDb lists YouTube
/// and Vimeo, and a site it adds later is kept by name with no address.
public enum VideoSite: Equatable, Hashable, Sendable {
    case youTube
    case vimeo
    case other(String)

    /// The site TMDb names (`YouTube`, `Vimeo`, any case).
    public init(name: String) {
        switch name.lowercased() {
        case "youtube": self = .youTube
        case "vimeo": self = .vimeo
        default: self = .other(name)
        }
    }

    /// TMDb's name for the site.
    public var name: String {
        switch self {
        case .youTube: "YouTube"
        case .vimeo: "Vimeo"
        case .other(let name): name
        }
    }

    /// The page that plays the video with `key` on this site, or `nil` for a site whose addresses
    /// are not known (or a key that cannot be part of one).
    public func playURL(key: String) -> URL? {
        guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) })
        else {
            return nil
        }
        switch self {
        case .youTube: return URL(string: "https://www.youtube.com/watch?v=\(key)")
        case .vimeo: return URL(string: "https://vimeo.com/\(key)")
        case .other: return nil
        }
    }
}
