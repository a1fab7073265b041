import TerminalImages
import TerminalImagesTestHelpers

/// The files the loopback image host serves under `/t/p/<size>/<name>`, whatever the size: good
/// JPEGs and PNGs made from ``PosterPictures``, and the bad answers a real host gives.
enum PosterImageHost {
    /// ``PosterPictures/flat`` as a JPEG: the movie's poster unless a test names another.
    static let flatJPEG = TestImages.jpeg(PosterPictures.flat, quality: 95)
    /// ``PosterPictures/largeFlat`` as a JPEG.
    static let largeJPEG = TestImages.jpeg(PosterPictures.largeFlat, quality: 95)
    /// ``PosterPictures/distinct`` as a PNG.
    static let distinctPNG = TestImages.png(PosterPictures.distinct)
    /// ``PosterPictures/largeDistinct`` as a PNG.
    static let largePNG = TestImages.png(PosterPictures.largeDistinct)
    /// The first half of a JPEG of noise: it ends in the middle of the scan.
    static let truncatedJPEG: [UInt8] = {
        let whole = TestImages.jpeg(PosterPictures.noise, quality: 90)
        return Array(whole.prefix(whole.count / 2))
    }()
    /// A few hundred bytes of JPEG whose header claims 60000 × 60000 pixels.
    static let hugeJPEG = TestImages.withDimensions(flatJPEG, width: 60000, height: 60000)
    /// What a proxy or CDN answers instead of the image, with a 200.
    static let errorPage = """
        <!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>
        <body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>
        """

    /// The answer to `GET /t/p/<size>/<name>`; `missing.jpg` (and any unknown name) is a 404.
    static func response(for name: String) -> StubResponse {
        switch name {
        case "flat.jpg", "ada.jpg", "loopback-hour.jpg": .image(flatJPEG)
        case "large.jpg": .image(largeJPEG)
        case "distinct.png": .image(distinctPNG, contentType: "image/png")
        case "large.png": .image(largePNG, contentType: "image/png")
        case "truncated.jpg": .image(truncatedJPEG)
        case "huge.jpg": .image(hugeJPEG)
        case "empty.jpg": .image([])
        case "error.html": StubResponse(status: 200, body: errorPage, contentType: "text/html; charset=utf-8")
        default: StubResponse(status: 404, body: "<html><body>Not Found</body></html>", contentType: "text/html")
        }
    }

    /// The bytes served for `name`.
    static func bytes(of name: String) -> [UInt8] {
        [UInt8](response(for: name).body)
    }
}
