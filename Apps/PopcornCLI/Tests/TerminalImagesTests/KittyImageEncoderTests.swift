import Foundation
import TerminalImages
import TerminalImagesTestHelpers
import Testing

@Suite("KittyImageEncoder")
struct KittyImageEncoderTests {
    let encoder = KittyImageEncoder(cell: .assumed)

    @Test("a picture too big for one chunk is split: every chunk at most 4096 bytes, m=1 until the last")
    func chunksThePayload() throws {
        let image = RasterImage.gradient(width: 40, height: 50)

        let chunks = try #require(KittyChunk.parse(encoder.encode(image, columns: 4, rows: 3)))

        // 40 × 50 × 4 bytes is 10,668 base64 characters: three chunks.
        #expect(chunks.count == 3)
        #expect(chunks.allSatisfy { $0.payload.utf8.count <= 4096 })
        #expect(chunks.dropLast().allSatisfy { $0.keys["m"] == "1" })
        #expect(chunks.last?.keys["m"] == "0")
        #expect(chunks.allSatisfy { $0.keys["q"] == "2" })
        #expect(chunks.allSatisfy { $0.keys["C"] == nil })
    }

    @Test("the first chunk says what and where: a=T, f=32, the pixel size and the cells; the rest say nothing else")
    func keysOnlyOnTheFirstChunk() throws {
        let image = RasterImage.gradient(width: 40, height: 50)

        let chunks = try #require(KittyChunk.parse(encoder.encode(image, columns: 4, rows: 3)))

        #expect(
            chunks.first?.keys == ["a": "T", "f": "32", "s": "40", "v": "50", "c": "4", "r": "3", "q": "2", "m": "1"])
        #expect(chunks.dropFirst().allSatisfy { Set($0.keys.keys).isSubset(of: ["m", "q"]) })
    }

    @Test("the payload decodes to exactly the picture's RGBA bytes")
    func payloadIsThePixels() throws {
        let image = RasterImage.gradient(width: 40, height: 50)

        let chunks = try #require(KittyChunk.parse(encoder.encode(image, columns: 4, rows: 3)))
        let decoded = try #require(Data(base64Encoded: chunks.map(\.payload).joined()))

        #expect([UInt8](decoded) == image.pixels)
    }

    @Test("a picture larger than its cells' pixels is scaled down to them before it is sent")
    func scalesDownToTheCells() throws {
        let image = RasterImage.gradient(width: 500, height: 750)

        let chunks = try #require(KittyChunk.parse(encoder.encode(image, columns: 27, rows: 20)))
        let decoded = try #require(Data(base64Encoded: chunks.map(\.payload).joined()))

        #expect(chunks.first?.keys["s"] == "270")
        #expect(chunks.first?.keys["v"] == "400")
        #expect([UInt8](decoded) == image.scaled(width: 270, height: 400).pixels)
    }

    @Test("a small picture fits in one chunk, marked m=0")
    func oneChunk() throws {
        let image = RasterImage(width: 2, height: 2, filledWith: RGBAColor(red: 1, green: 2, blue: 3))!

        let output = encoder.encode(image, columns: 1, rows: 1)

        #expect(output == "\u{1B}_Ga=T,f=32,s=2,v=2,c=1,r=1,q=2,m=0;AQID/wECA/8BAgP/AQID/w==\u{1B}\\")
    }

    @Test("a PNG goes as it is, f=100, chunked the same way")
    func sendsPNG() throws {
        let png = (0..<7000).map { UInt8($0 % 251) }

        let chunks = try #require(KittyChunk.parse(encoder.encodePNG(png, columns: 10, rows: 8)))
        let decoded = try #require(Data(base64Encoded: chunks.map(\.payload).joined()))

        #expect(chunks.first?.keys == ["a": "T", "f": "100", "c": "10", "r": "8", "q": "2", "m": "1"])
        #expect(chunks.last?.keys == ["m": "0", "q": "2"])
        #expect(chunks.allSatisfy { $0.payload.utf8.count <= 4096 })
        #expect([UInt8](decoded) == png)
    }
}
