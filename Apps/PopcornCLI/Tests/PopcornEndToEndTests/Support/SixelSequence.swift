/// A DEC sixel picture read back from the terminal: `ESC P <parameters> q`, the raster attributes
/// (`"1;1;W;H`), the palette (`#n;2;r;g;b`, percentages) and the bands of six rows, then `ESC \`.
struct SixelSequence: Sendable {
    /// The parameters before `q` (`0;1;0`).
    let parameters: String
    /// The raster attributes' numbers: pixel aspect (1;1), then width and height.
    let raster: [Int]
    /// The palette's entries by number, as percentages 0...100.
    let palette: [Int: (red: Int, green: Int, blue: Int)]
    /// How many bands of six rows the data has (one more than the `-` between them).
    let bands: Int

    /// The first sixel sequence in `text`, ended by `ESC \`; `nil` when there is none or it is not
    /// parameters, `q`, raster attributes, palette, data.
    init?(in text: String) {
        guard let start = text.range(of: "\u{1B}P"),
            let end = text[start.upperBound...].range(of: "\u{1B}\\"),
            let q = text[start.upperBound..<end.lowerBound].firstIndex(of: "q")
        else {
            return nil
        }
        parameters = String(text[start.upperBound..<q])
        var rest = text[text.index(after: q)..<end.lowerBound]
        guard rest.first == "\"" else {
            return nil
        }
        let rasterText = rest.dropFirst().prefix { $0.isNumber || $0 == ";" }
        raster = rasterText.split(separator: ";").compactMap { Int($0) }
        rest = rest.dropFirst(1 + rasterText.count)
        var palette: [Int: (red: Int, green: Int, blue: Int)] = [:]
        // A palette entry is `#n;2;r;g;b`; a `#n` without `;` selects a colour and starts the data.
        while rest.first == "#" {
            let entry = rest.dropFirst().prefix { $0.isNumber || $0 == ";" }
            let numbers = entry.split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 5, numbers[1] == 2 else {
                break
            }
            palette[numbers[0]] = (numbers[2], numbers[3], numbers[4])
            rest = rest.dropFirst(1 + entry.count)
        }
        self.palette = palette
        bands = rest.filter { $0 == "-" }.count + 1
    }
}
