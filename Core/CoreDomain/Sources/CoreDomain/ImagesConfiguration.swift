import Foundation

/// TMDb's image base URL and size lists, which turn a raw image path into an ``ImageURLSet``.
public struct ImagesConfiguration: Codable, Equatable, Sendable {
    /// The secure base URL images are served from, e.g. `https://image.tmdb.org/t/p/`.
    public let baseURL: URL
    public let posterSizes: [String]
    public let backdropSizes: [String]
    public let logoSizes: [String]
    public let profileSizes: [String]
    public let stillSizes: [String]

    public init(
        baseURL: URL,
        posterSizes: [String],
        backdropSizes: [String],
        logoSizes: [String],
        profileSizes: [String],
        stillSizes: [String]
    ) {
        self.baseURL = baseURL
        self.posterSizes = posterSizes
        self.backdropSizes = backdropSizes
        self.logoSizes = logoSizes
        self.profileSizes = profileSizes
        self.stillSizes = stillSizes
    }

    /// The URL set for a poster path, or `nil` when there is no path.
    public func posterURLSet(for path: URL?) -> ImageURLSet? { urlSet(for: path, kind: .poster) }

    /// The URL set for a backdrop path, resolved with the backdrop sizes (not the poster ones).
    public func backdropURLSet(for path: URL?) -> ImageURLSet? { urlSet(for: path, kind: .backdrop) }

    /// The URL set for a logo path, or `nil` when there is no path.
    public func logoURLSet(for path: URL?) -> ImageURLSet? { urlSet(for: path, kind: .logo) }

    /// The URL set for a profile photo path, or `nil` when there is no path.
    public func profileURLSet(for path: URL?) -> ImageURLSet? { urlSet(for: path, kind: .profile) }

    /// The URL set for an episode still path, or `nil` when there is no path.
    public func stillURLSet(for path: URL?) -> ImageURLSet? { urlSet(for: path, kind: .still) }

    /// The URL set for any kind of image path, or `nil` when there is no usable path.
    public func urlSet(for path: URL?, kind: ImageKind) -> ImageURLSet? {
        guard let path, !path.relativeString.isEmpty else {
            return nil
        }
        let sizes = sizes(for: kind)
        let widths = kind.idealWidths
        return ImageURLSet(
            path: path,
            thumbnail: url(size: Self.size(atLeast: widths.thumbnail, in: sizes), path: path),
            card: url(size: Self.size(atLeast: widths.card, in: sizes), path: path),
            detail: url(size: Self.size(atLeast: widths.detail, in: sizes), path: path),
            full: url(size: "original", path: path)
        )
    }

    /// The size list TMDb publishes for one kind of image.
    public func sizes(for kind: ImageKind) -> [String] {
        switch kind {
        case .poster: posterSizes
        case .backdrop: backdropSizes
        case .logo: logoSizes
        case .profile: profileSizes
        case .still: stillSizes
        }
    }

    /// The smallest size of `kind` at least `width` pixels wide, up to `largest` (TMDb's `w500` for a
    /// poster), else the widest up to it, with the width it has: a picture drawn in a few terminal
    /// cells downloads a few kilobytes, not the original. A height size (profile photos' `h632`)
    /// counts as two thirds of its height wide, the shape of a poster or a photo. `nil` when the
    /// kind lists no such size up to `largest`.
    public func size(of kind: ImageKind, fillingWidth width: Int, largest: Int = 500) -> (name: String, width: Int)? {
        let widths = sizes(for: kind).compactMap { size -> (name: String, width: Int)? in
            guard let value = Int(size.dropFirst()), value > 0 else {
                return nil
            }
            let sizeWidth = size.hasPrefix("w") ? value : size.hasPrefix("h") ? value * 2 / 3 : 0
            return sizeWidth > 0 && sizeWidth <= largest ? (size, sizeWidth) : nil
        }
        .sorted { $0.width < $1.width }
        return widths.first { $0.width >= width } ?? widths.last
    }

    /// The URL of the image at `path` in `size` (`w92`, `original`).
    public func url(for path: URL, size: String) -> URL {
        url(size: size, path: path)
    }

    /// The first `wN` size whose width is at least `width`, else `original`.
    static func size(atLeast width: Int, in sizes: [String]) -> String {
        for size in sizes where size.hasPrefix("w") {
            if let value = Int(size.dropFirst()), value >= width {
                return size
            }
        }
        return "original"
    }

    private func url(size: String, path: URL) -> URL {
        var base = baseURL.absoluteString
        if !base.hasSuffix("/") {
            base += "/"
        }
        var relative = path.relativeString
        if relative.hasPrefix("/") {
            relative.removeFirst()
        }
        return URL(string: base + size + "/" + relative) ?? baseURL
    }
}
