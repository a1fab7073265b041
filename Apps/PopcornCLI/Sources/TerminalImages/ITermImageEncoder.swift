import Foundation

/// Draws a picture with iTerm2's inline images (iTerm2, WezTerm, mintty): the original JPEG or PNG is sent
/// as it is and the terminal decodes and fits it.
public struct ITermImageEncoder: Sendable {
    /// An encoder; it has nothing to configure.
    public init() {}

    /// `ESC ] 1337 ; File=… : <base64> BEL` showing `file` (JPEG or PNG bytes) over `columns` × `rows`
    /// cells, its shape kept.
    public func encode(file: [UInt8], columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + Data(file).base64EncodedString() + "\u{07}"
    }
}
