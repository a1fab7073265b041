import TerminalImages
import Testing

@Suite("ImageDecodingError")
struct ImageDecodingErrorTests {
    @Test("Each reason is one lowercase line without a trailing period")
    func reasons() {
        let reasons = [
            ImageDecodingError.empty.reason,
            ImageDecodingError.notAnImage("an HTML page").reason,
            ImageDecodingError.libraryMissing(
                "libpng could not be loaded (libpng16.so.16: cannot open shared object file: No such file or "
                    + "directory); install the Debian package libpng16-16"
            ).reason,
            ImageDecodingError.tooLarge(width: 60000, height: 60000, limit: 16_777_216).reason,
            ImageDecodingError.tooManyBytes(25_000_000, limit: 20_971_520).reason,
            ImageDecodingError.corrupt("premature end of JPEG file").reason,
        ]

        #expect(
            reasons == [
                "the image is empty",
                "the image data is an HTML page, not a JPEG or PNG",
                "libpng could not be loaded (libpng16.so.16: cannot open shared object file: No such file or "
                    + "directory); install the Debian package libpng16-16",
                "the image is 60000×60000 pixels, more than decoded at most (16777216 pixels, 8192 a side)",
                "the image is 25000000 bytes, more than the 20971520 read at most",
                "the image could not be decoded: premature end of JPEG file",
            ])
        for reason in reasons {
            #expect(!reason.contains("\n") && !reason.hasSuffix("."))
            #expect(reason.first?.isLowercase == true)
        }
    }
}
