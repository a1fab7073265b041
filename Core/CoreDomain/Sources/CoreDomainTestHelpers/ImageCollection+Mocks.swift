import CoreDomain

extension ImageCollection {
    /// A title's images: one English poster, an English and a language-neutral logo, one backdrop.
    public static func mock(
        id: Int = 550,
        posters: [ImageMetadata] = [.mock(filePath: "/poster-en.jpg", languageCode: "en")],
        logos: [ImageMetadata] = [
            .mock(filePath: "/logo-en.png", width: 800, height: 300, aspectRatio: 2.667, languageCode: "en"),
            .mock(filePath: "/logo-neutral.png", width: 800, height: 300, aspectRatio: 2.667),
        ],
        backdrops: [ImageMetadata] = [.mock(filePath: "/backdrop.jpg", width: 1920, height: 1080, aspectRatio: 1.778)],
        profiles: [ImageMetadata] = []
    ) -> ImageCollection {
        ImageCollection(id: id, posters: posters, logos: logos, backdrops: backdrops, profiles: profiles)
    }
}
