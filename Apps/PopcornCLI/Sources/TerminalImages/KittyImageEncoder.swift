import Foundation

/// Draws a picture with kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole): full resolution, the
/// terminal fitting it to the cells it is given.
public struct KittyImageEncoder: Sendable {
    /// Base64 bytes a chunk may carry: the protocol's limit, and a multiple of 4 as every chunk but the
    /// last must be.
    public static let chunkSize = 4096

    /// The pixel size of a cell, which caps the pixels sent: no more than the cells can show.
    public let cell: CellSize

    /// An encoder for cells of `cell`'s size.
    public init(cell: CellSize) {
        self.cell = cell
    }

    /// Transmits and displays `image` as raw RGBA over `columns` × `rows` cells, the cursor left after it.
    /// A picture larger than the cells' pixels is first scaled down to them (each side on its own: the
    /// terminal stretches to the box anyway); a smaller one is sent as it is for the terminal to stretch.
    public func encode(_ image: RasterImage, columns: Int, rows: Int) -> String {
        let columns = max(1, columns)
        let rows = max(1, rows)
        let width = min(image.width, columns * max(1, cell.width))
        let height = min(image.height, rows * max(1, cell.height))
        let sent = image.scaled(width: width, height: height)
        return Self.transmission(
            keys: "a=T,f=32,s=\(sent.width),v=\(sent.height),c=\(columns),r=\(rows),q=2", payload: sent.pixels)
    }

    /// Transmits and displays a PNG file as it is (`f=100`: kitty decodes PNG itself) over `columns` ×
    /// `rows` cells: smaller than raw pixels, and no decoding here.
    public func encodePNG(_ png: [UInt8], columns: Int, rows: Int) -> String {
        Self.transmission(keys: "a=T,f=100,c=\(max(1, columns)),r=\(max(1, rows)),q=2", payload: png)
    }

    /// `payload` in base64, split into `ESC _ G <keys> ; <chunk> ESC \` escapes of at most ``chunkSize``
    /// bytes: the keys on the first, `m=1` on all but the last, `m=0` on the last. Later chunks repeat
    /// `q=2`, which the protocol allows there, because kitty before 0.20 read it per chunk (kitty#3375)
    /// and would otherwise answer on stdin.
    private static func transmission(keys: String, payload: [UInt8]) -> String {
        let encoded = Array(Data(payload).base64EncodedString().utf8)
        var output = ""
        var start = 0
        repeat {
            let end = min(start + chunkSize, encoded.count)
            let more = end < encoded.count ? 1 : 0
            let chunkKeys = start == 0 ? "\(keys),m=\(more)" : "m=\(more),q=2"
            output += "\u{1B}_G\(chunkKeys);" + String(decoding: encoded[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < encoded.count
        return output
    }
}
