import Foundation
import TerminalImages
import Testing

@Suite("ITermImageEncoder")
struct ITermImageEncoderTests {
    let file: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + (0..<3000).map { UInt8($0 % 256) } + [0xFF, 0xD9]

    @Test("the file is sent inline with its size and the cells it fills, ended by BEL")
    func encodesTheFile() throws {
        let output = ITermImageEncoder().encode(file: file, columns: 27, rows: 20)
        let prefix = "\u{1B}]1337;File=inline=1;size=3006;width=27;height=20;preserveAspectRatio=1:"

        #expect(output.hasPrefix(prefix))
        #expect(output.hasSuffix("\u{07}"))
        let payload = String(output.dropFirst(prefix.count).dropLast())
        let decoded = try #require(Data(base64Encoded: payload))
        #expect([UInt8](decoded) == file)
    }
}
