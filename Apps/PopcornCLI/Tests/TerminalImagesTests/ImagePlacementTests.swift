import TerminalImages
import Testing

@Suite("ImagePlacement")
struct ImagePlacementTests {
    @Test("a 2:3 poster in 20 rows of assumed 10×20 cells takes 27 columns")
    func fitsAPosterByHeight() {
        let placement = ImagePlacement.fit(
            imageWidth: 500, imageHeight: 750, maximumColumns: 80, maximumRows: 20, cell: .assumed)

        #expect(placement == ImagePlacement(columns: 27, rows: 20))
        #expect(placement.pixelSize(cell: .assumed) == (width: 270, height: 400))
    }

    @Test("half blocks fit the poster the same way, each cell two pixels tall")
    func fitsAPosterInHalfBlocks() {
        let placement = ImagePlacement.fit(
            imageWidth: 500, imageHeight: 750, maximumColumns: 80, maximumRows: 20, cell: .halfBlock)

        #expect(placement == ImagePlacement(columns: 27, rows: 20))
        #expect(placement.pixelSize(cell: .halfBlock) == (width: 27, height: 40))
    }

    @Test("a wide picture is bounded by the columns instead")
    func fitsAWidePictureByWidth() {
        let placement = ImagePlacement.fit(
            imageWidth: 1000, imageHeight: 100, maximumColumns: 40, maximumRows: 20, cell: .assumed)

        #expect(placement == ImagePlacement(columns: 40, rows: 2))
    }

    @Test(
        "neither limit is ever exceeded",
        arguments: [(500, 750), (750, 500), (1, 1), (3000, 2), (2, 3000), (1280, 720)],
        [(80, 24), (10, 40), (1, 1), (200, 3)])
    func honoursLimits(image: (Int, Int), limits: (Int, Int)) {
        let placement = ImagePlacement.fit(
            imageWidth: image.0, imageHeight: image.1, maximumColumns: limits.0, maximumRows: limits.1,
            cell: CellSize(width: 9, height: 19))

        #expect((1...limits.0).contains(placement.columns))
        #expect((1...limits.1).contains(placement.rows))
        #expect(placement.columns == limits.0 || placement.rows == limits.1)
    }

    @Test("a sliver of a picture, or limits of zero, still get one cell")
    func neverSmallerThanOneCell() {
        #expect(
            ImagePlacement.fit(imageWidth: 1, imageHeight: 1000, maximumColumns: 80, maximumRows: 20, cell: .assumed)
                == ImagePlacement(columns: 1, rows: 20))
        #expect(
            ImagePlacement.fit(imageWidth: 1000, imageHeight: 1, maximumColumns: 80, maximumRows: 20, cell: .assumed)
                == ImagePlacement(columns: 80, rows: 1))
        #expect(
            ImagePlacement.fit(imageWidth: 500, imageHeight: 750, maximumColumns: 0, maximumRows: 0, cell: .assumed)
                == ImagePlacement(columns: 1, rows: 1))
    }
}
