import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CoreDomain

@Suite("ImagesConfiguration")
struct ImagesConfigurationTests {
    let configuration = ImagesConfiguration.mock()
    let path = URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")

    @Test("posters use the poster sizes for 185, 342 and 780 and original for full")
    func posterURLSet() throws {
        let set = try #require(configuration.posterURLSet(for: path))
        #expect(set.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(set.card.absoluteString == "https://image.tmdb.org/t/p/w342/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(set.detail.absoluteString == "https://image.tmdb.org/t/p/w780/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(set.full.absoluteString == "https://image.tmdb.org/t/p/original/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(set.path == path)
    }

    @Test("backdrops use the backdrop sizes, not the poster sizes")
    func backdropURLSet() throws {
        let set = try #require(configuration.backdropURLSet(for: path))
        #expect(set.thumbnail.lastPathComponentParent == "w300")
        #expect(set.card.lastPathComponentParent == "w780")
        #expect(set.detail.lastPathComponentParent == "w1280")
        #expect(set.full.lastPathComponentParent == "original")
    }

    @Test("logos use the logo sizes")
    func logoURLSet() throws {
        let set = try #require(configuration.logoURLSet(for: path))
        #expect(set.thumbnail.lastPathComponentParent == "w185")
        #expect(set.card.lastPathComponentParent == "w300")
        #expect(set.detail.lastPathComponentParent == "w500")
    }

    @Test("profiles skip height sizes and fall back to original when no width is large enough")
    func profileURLSet() throws {
        let set = try #require(configuration.profileURLSet(for: path))
        #expect(set.thumbnail.lastPathComponentParent == "w185")
        #expect(set.card.lastPathComponentParent == "original")
        #expect(set.detail.lastPathComponentParent == "original")
    }

    @Test("stills use the still sizes")
    func stillURLSet() throws {
        let set = try #require(configuration.stillURLSet(for: path))
        #expect(set.thumbnail.lastPathComponentParent == "w92")
        #expect(set.card.lastPathComponentParent == "w185")
        #expect(set.detail.lastPathComponentParent == "w300")
    }

    @Test("a missing or empty path gives no URL set")
    func missingPath() {
        #expect(configuration.posterURLSet(for: nil) == nil)
        #expect(configuration.posterURLSet(for: URL(string: "")) == nil)
    }

    @Test("a base URL without a trailing slash still joins cleanly")
    func baseURLWithoutSlash() throws {
        let configuration = ImagesConfiguration.mock(baseURL: URL(string: "https://images.example/t/p")!)
        let set = try #require(configuration.posterURLSet(for: path))
        #expect(set.thumbnail.absoluteString == "https://images.example/t/p/w185/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
    }

    @Test(
        "the first width at least the ideal one wins, else original",
        arguments: [
            (100, ["w92", "w154", "original"], "w154"),
            (154, ["w92", "w154", "original"], "w154"),
            (155, ["w92", "w154", "original"], "original"),
            (10, ["h632", "w45"], "w45"),
            (10, [String](), "original"),
        ])
    func sizeSelection(width: Int, sizes: [String], expected: String) {
        #expect(ImagesConfiguration.size(atLeast: width, in: sizes) == expected)
    }

    @Test(
        "a picture drawn in the terminal takes the smallest size that fills it, up to w500",
        arguments: [
            (1, ImageKind.poster, "w92"), (92, .poster, "w92"), (93, .poster, "w154"), (300, .poster, "w342"),
            (501, .poster, "w500"), (4000, .poster, "w500"), (150, .profile, "w185"), (300, .profile, "h632"),
            (900, .profile, "h632"),
        ])
    func fillingSize(width: Int, kind: ImageKind, expected: String) throws {
        let configuration = ImagesConfiguration.mock()
        let size = try #require(configuration.size(of: kind, fillingWidth: width))
        let path = try #require(path)

        #expect(size.name == expected)
        #expect(size.width == (expected == "h632" ? 421 : Int(expected.dropFirst())))
        #expect(
            configuration.url(for: path, size: size.name).absoluteString
                == "https://image.tmdb.org/t/p/\(expected)/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
    }

    @Test("a kind with no width size up to the largest has no size to draw it at")
    func noFillingSize() {
        let configuration = ImagesConfiguration.mock(posterSizes: ["w780", "h1500", "original"])
        #expect(configuration.size(of: .poster, fillingWidth: 100) == nil)
        #expect(configuration.size(of: .poster, fillingWidth: 100, largest: 1000)?.name == "w780")
    }
}

extension URL {
    fileprivate var lastPathComponentParent: String {
        deletingLastPathComponent().lastPathComponent
    }
}
