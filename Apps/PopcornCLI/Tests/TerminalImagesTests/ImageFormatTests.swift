import TerminalImages
import TerminalImagesTestHelpers
import Testing

@Suite("ImageFormat")
struct ImageFormatTests {
    private let pixel = RasterImage(width: 1, height: 1, filledWith: RGBAColor(red: 9, green: 8, blue: 7))!

    @Test("A JPEG is known by its start-of-image marker")
    func jpeg() {
        #expect(ImageFormat.sniff(TestImages.jpeg(pixel)) == .jpeg)
    }

    @Test("A PNG is known by its eight-byte signature")
    func png() {
        #expect(ImageFormat.sniff(TestImages.png(pixel)) == .png)
    }

    @Test("Any collection of bytes can be sniffed, a slice of a larger buffer too")
    func slice() {
        let bytes: [UInt8] = [0x00] + TestImages.png(pixel)

        #expect(ImageFormat.sniff(bytes.dropFirst()) == .png)
    }

    @Test("An HTML page, a JSON error and a GIF are neither")
    func neither() {
        #expect(ImageFormat.sniff(Array("<!DOCTYPE html><html></html>".utf8)) == nil)
        #expect(ImageFormat.sniff(Array(#"{"status_code":34}"#.utf8)) == nil)
        #expect(ImageFormat.sniff(Array("GIF89a".utf8)) == nil)
    }

    @Test("Bytes too short for a whole signature are neither")
    func tooShort() {
        #expect(ImageFormat.sniff([UInt8]()) == nil)
        #expect(ImageFormat.sniff([0xFF, 0xD8] as [UInt8]) == nil)
        #expect(ImageFormat.sniff([0x89, 0x50, 0x4E, 0x47] as [UInt8]) == nil)
    }
}
