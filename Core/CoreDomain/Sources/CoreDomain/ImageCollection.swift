import Foundation

/// Every image TMDb has of one title or person, by kind, each list in TMDb's order (best voted first).
///
/// Titles have posters, logos and backdrops; people have profile photos (`/person/{id}/images`), so
/// one type serves both and the lists a kind of owner never has stay empty.
public struct ImageCollection: Identifiable, Equatable, Sendable {
    /// The TMDb id of the movie, series or person the images belong to.
    public let id: Int
    public let posters: [ImageMetadata]
    public let logos: [ImageMetadata]
    public let backdrops: [ImageMetadata]
    /// A person's photos; empty for titles.
    public let profiles: [ImageMetadata]

    public init(
        id: Int,
        posters: [ImageMetadata] = [],
        logos: [ImageMetadata] = [],
        backdrops: [ImageMetadata] = [],
        profiles: [ImageMetadata] = []
    ) {
        self.id = id
        self.posters = posters
        self.logos = logos
        self.backdrops = backdrops
        self.profiles = profiles
    }

    /// The logos' paths, best first.
    public var logoPaths: [URL] { logos.map(\.filePath) }

    /// Whether there is no image of any kind.
    public var isEmpty: Bool { posters.isEmpty && logos.isEmpty && backdrops.isEmpty && profiles.isEmpty }

    /// The collection with every list but `kind`'s emptied (a still, which no collection holds,
    /// empties them all); all of it without a kind.
    public func only(_ kind: ImageKind?) -> ImageCollection {
        guard let kind else {
            return self
        }
        return ImageCollection(
            id: id,
            posters: kind == .poster ? posters : [],
            logos: kind == .logo ? logos : [],
            backdrops: kind == .backdrop ? backdrops : [],
            profiles: kind == .profile ? profiles : []
        )
    }

    /// The logo to show to a reader of `language` (`en-US` or `en`): one in that language, else one
    /// without text, else an English one, else the best voted; `nil` when there is no logo.
    public func logo(preferring language: String) -> ImageMetadata? {
        let wanted = Self.primaryLanguage(of: language)
        return logos.first { $0.languageCode.map(Self.primaryLanguage) == wanted }
            ?? logos.first { $0.languageCode == nil }
            ?? logos.first { $0.languageCode.map(Self.primaryLanguage) == "en" }
            ?? logos.first
    }

    /// `en` for `en-US`, lower-cased.
    private static func primaryLanguage(of code: String) -> String {
        String(code.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
