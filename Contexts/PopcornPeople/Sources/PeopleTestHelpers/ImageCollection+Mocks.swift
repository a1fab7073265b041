import CoreDomain
import CoreDomainTestHelpers

extension ImageCollection {
    /// A person's photos: a language-neutral one and an English one, nothing else.
    public static func personMock(id: Int = 287) -> ImageCollection {
        ImageCollection(
            id: id,
            profiles: [
                .mock(filePath: "/face-1.jpg", width: 1000, height: 1500),
                .mock(filePath: "/face-2.jpg", languageCode: "en", voteAverage: nil, voteCount: nil),
            ])
    }
}
