import CTerminalImageCodecs

/// Turns a downloaded poster's JPEG or PNG bytes into a ``RasterImage`` through libturbojpeg and
/// libpng, loaded on first use (see `CTerminalImageCodecs`), within limits that keep a hostile or
/// broken file from costing more than a poster's worth of memory.
public struct ImageDecoder: Sendable {
    /// The most pixels decoded; a larger header fails before anything is allocated.
    public let maximumPixels: Int
    /// The most bytes looked at; more fail before any library is called.
    public let maximumBytes: Int
    /// The JPEG library to load instead of the usual soname (a test points it at a missing one).
    public let jpegLibrary: String?
    /// The PNG library to load instead of the usual soname.
    public let pngLibrary: String?

    /// A decoder with the limits given; the defaults fit any TMDb poster with room to spare.
    public init(
        maximumPixels: Int = 4096 * 4096, maximumBytes: Int = 20 * 1024 * 1024, jpegLibrary: String? = nil,
        pngLibrary: String? = nil
    ) {
        self.maximumPixels = maximumPixels
        self.maximumBytes = maximumBytes
        self.jpegLibrary = jpegLibrary
        self.pngLibrary = pngLibrary
    }

    /// The pixels of the JPEG or PNG in `data`, as 8-bit RGBA whatever the file held.
    public func decode(_ data: [UInt8]) throws(ImageDecodingError) -> RasterImage {
        guard !data.isEmpty else {
            throw .empty
        }
        guard data.count <= maximumBytes else {
            throw .tooManyBytes(data.count, limit: maximumBytes)
        }
        guard let format = ImageFormat.sniff(data) else {
            throw .notAnImage(ForeignBytes.describe(data))
        }
        var result = PopcornDecodedImage()
        defer { popcorn_image_free(&result) }
        let limit = CLong(clamping: maximumPixels)
        data.withUnsafeBufferPointer { bytes in
            // Not empty, so the base address is there.
            switch format {
            case .jpeg:
                popcorn_image_decode_jpeg(bytes.baseAddress!, bytes.count, limit, jpegLibrary, &result)
            case .png:
                popcorn_image_decode_png(bytes.baseAddress!, bytes.count, limit, pngLibrary, &result)
            }
        }
        let width = Int(result.width)
        let height = Int(result.height)
        let message = Self.text(of: result)
        switch result.code {
        case POPCORN_IMAGE_OK:
            break
        case POPCORN_IMAGE_NOT_LOADED:
            throw .libraryMissing("\(message); install the Debian package \(Self.package(of: format))")
        case POPCORN_IMAGE_TOO_LARGE:
            throw .tooLarge(width: width, height: height, limit: maximumPixels)
        default:
            throw .corrupt(message)
        }
        guard let pixels = result.pixels,
            let image = RasterImage(
                width: width, height: height,
                pixels: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))
        else {
            throw .corrupt("the library returned no pixels")
        }
        return image
    }

    /// The Debian package that holds the library for `format`, for the line that says it is missing.
    private static func package(of format: ImageFormat) -> String {
        switch format {
        case .jpeg: "libturbojpeg0"
        case .png: "libpng16-16"
        }
    }

    /// The result's message, made safe for a terminal and a one-line reason: control characters
    /// and runs of spaces as one space, no trailing period, the first letter lowercased unless it starts an
    /// acronym ("IHDR").
    private static func text(of result: PopcornDecodedImage) -> String {
        var message = withUnsafeBytes(of: result.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in message.unicodeScalars {
            scalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
        }
        message = String(scalars).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        while message.hasSuffix(".") {
            message.removeLast()
        }
        let characters = Array(message.prefix(2))
        if characters.count == 2, characters[0].isUppercase, !characters[1].isUppercase {
            message = characters[0].lowercased() + message.dropFirst()
        }
        return message.isEmpty ? "the library gave no reason" : message
    }
}
