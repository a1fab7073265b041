import CoreDomain
import Foundation
import TerminalImages

/// Draws a title's poster or a person's photo above its details (`--poster`): sizes it to the
/// terminal (a third of its height unless `--poster-rows` says), has ``PictureSource`` fetch it
/// at the smallest size that fills those cells, and encodes it for the terminal's protocol. When
/// nothing can be drawn, one `--debug` line says why and the details print as they would without
/// `--poster`.
struct PictureDrawer: Sendable {
    let choice: PictureProtocolChoice
    let window: TerminalWindowSize
    /// `--poster-rows`; `nil` for a third of the terminal's height.
    let maximumRows: Int?
    let source: PictureSource

    /// The cell's pixel size, which gives a picture its shape in cells: what the terminal reports,
    /// else the usual 10×20.
    var cell: CellSize {
        guard window.columns > 0, window.rows > 0 else {
            return .assumed
        }
        let reported = CellSize(width: window.pixelWidth / window.columns, height: window.pixelHeight / window.rows)
        // A size no real font has (none reported, or nonsense) is not believed.
        guard (2...200).contains(reported.width), (2...400).contains(reported.height) else {
            return .assumed
        }
        return reported
    }

    /// The most room a picture may take: `--poster-rows`, else a third of the terminal's height, and
    /// the terminal's width.
    var maximum: (columns: Int, rows: Int) {
        (max(1, window.columns), maximumRows ?? max(1, window.rows / 3))
    }

    /// The fewest rows a picture is drawn in unless `--poster-rows` asks for fewer: on a terminal
    /// shorter than three times this, a poster would be a smudge.
    static let minimumRows = 3

    /// The pixels drawn in `placement`: the cells' own, except that half blocks draw one pixel
    /// across and two down a cell.
    func pixels(of placement: ImagePlacement) -> (width: Int, height: Int) {
        choice.imageProtocol == .blocks ? (placement.columns, placement.rows * 2) : placement.pixelSize(cell: cell)
    }

    /// The escape sequences that draw the picture and end on the line below it, or `nil` when
    /// nothing is drawn. `subject` names the title or person in the debug line (`movie 550`).
    func picture(of subject: String, path: URL?, kind: ImageKind) async -> String? {
        guard choice.imageProtocol != .off else {
            source.debug("no \(PictureSource.noun(for: kind)) drawn: \(choice.reason ?? "pictures are off")")
            return nil
        }
        guard maximumRows != nil || maximum.rows >= Self.minimumRows else {
            source.debug(
                "no \(PictureSource.noun(for: kind)) drawn: the terminal is \(window.rows) rows tall, too short "
                    + "for one (--poster-rows draws one anyway)")
            return nil
        }
        // Posters and photos are 2:3: the size fetched is the one that fills 2:3 cells.
        let expected = ImagePlacement.fit(
            imageWidth: 2, imageHeight: 3, maximumColumns: maximum.columns, maximumRows: maximum.rows, cell: cell)
        guard
            let picture = await source.picture(
                of: subject, path: path, kind: kind, fillingWidth: pixels(of: expected).width)
        else {
            return nil
        }
        return encoded(picture.image, file: picture.file)
    }

    /// The picture in the chosen protocol, placed within ``maximum`` by its own size, and a line
    /// break.
    func encoded(_ image: RasterImage, file: [UInt8]) -> String {
        let placement = ImagePlacement.fit(
            imageWidth: image.width, imageHeight: image.height, maximumColumns: maximum.columns,
            maximumRows: maximum.rows, cell: cell)
        let (columns, rows) = (placement.columns, placement.rows)
        switch choice.imageProtocol {
        case .kitty where ImageFormat.sniff(file) == .png:
            return KittyImageEncoder(cell: cell).encodePNG(file, columns: columns, rows: rows) + "\n"
        case .kitty:
            return KittyImageEncoder(cell: cell).encode(image, columns: columns, rows: rows) + "\n"
        case .sixel:
            let size = pixels(of: placement)
            return SixelImageEncoder().encode(image.scaled(width: size.width, height: size.height)) + "\n"
        case .iterm:
            return ITermImageEncoder().encode(file: file, columns: columns, rows: rows) + "\n"
        case .blocks:
            return HalfBlockImageEncoder(depth: choice.depth).encode(image, columns: columns, rows: rows)
                .map { $0 + "\n" }.joined()
        case .off:
            return ""
        }
    }
}
