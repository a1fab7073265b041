extension RasterImage {
    /// The picture resized to `width` × `height` pixels, so that an encoder can send no more pixels than the
    /// cells it fills can show.
    ///
    /// Each new pixel is the area average (a box filter) of the source pixels it covers, part pixels weighted
    /// by the part covered, which shrinks without the shimmer of skipping pixels; stretching by a whole
    /// factor repeats pixels, as nearest neighbour does. Alpha is averaged straight and the colours
    /// premultiplied by it, then divided back out: a transparent pixel adds no colour, so a logo's invisible
    /// background does not darken or tint its edges. Sizes below 1 are taken as 1.
    public func scaled(width requestedWidth: Int, height requestedHeight: Int) -> RasterImage {
        let newWidth = max(1, requestedWidth)
        let newHeight = max(1, requestedHeight)
        guard newWidth != width || newHeight != height else {
            return self
        }
        let rowSums = premultipliedSumsAcross(newWidth: newWidth)
        let newPixels = averagedDown(rowSums, newWidth: newWidth, newHeight: newHeight)
        return RasterImage(width: newWidth, height: newHeight, pixels: newPixels)!
    }

    /// The first pass: every source row resized to `newWidth`, as sums of premultiplied red, green, blue
    /// and alpha, each source pixel weighted by how much of the new pixel it covers.
    ///
    /// Coordinates are counted in `1 / newWidth` of a source pixel, so that every overlap is a whole
    /// number and the arithmetic exact: source column `j` spans `j * newWidth ..< (j + 1) * newWidth`,
    /// new column `x` spans `x * width ..< (x + 1) * width`, and a new pixel's weights add up to `width`.
    private func premultipliedSumsAcross(newWidth: Int) -> [Int] {
        let sourceWidth = width
        var sums = [Int](repeating: 0, count: newWidth * height * 4)
        pixels.withUnsafeBufferPointer { source in
            sums.withUnsafeMutableBufferPointer { sums in
                for y in 0..<height {
                    let sourceRow = y * sourceWidth * 4
                    let sumRow = y * newWidth * 4
                    for x in 0..<newWidth {
                        let start = x * sourceWidth
                        let end = start + sourceWidth
                        var red = 0
                        var green = 0
                        var blue = 0
                        var alpha = 0
                        for column in (start / newWidth)...((end - 1) / newWidth) {
                            let weight = min(end, (column + 1) * newWidth) - max(start, column * newWidth)
                            let offset = sourceRow + column * 4
                            let weightedAlpha = Int(source[offset + 3]) * weight
                            red += Int(source[offset]) * weightedAlpha
                            green += Int(source[offset + 1]) * weightedAlpha
                            blue += Int(source[offset + 2]) * weightedAlpha
                            alpha += weightedAlpha
                        }
                        let sum = sumRow + x * 4
                        sums[sum] = red
                        sums[sum + 1] = green
                        sums[sum + 2] = blue
                        sums[sum + 3] = alpha
                    }
                }
            }
        }
        return sums
    }

    /// The second pass: the resized rows resized down (or up) to `newHeight` the same way, then alpha
    /// divided by the total weight and the colours by the summed alpha, rounding to nearest.
    private func averagedDown(_ rowSums: [Int], newWidth: Int, newHeight: Int) -> [UInt8] {
        let sourceHeight = height
        let totalWeight = width * height
        let rowLength = newWidth * 4
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        var row = [Int](repeating: 0, count: rowLength)
        rowSums.withUnsafeBufferPointer { rowSums in
            result.withUnsafeMutableBufferPointer { result in
                row.withUnsafeMutableBufferPointer { row in
                    for y in 0..<newHeight {
                        row.update(repeating: 0)
                        let start = y * sourceHeight
                        let end = start + sourceHeight
                        for sourceRow in (start / newHeight)...((end - 1) / newHeight) {
                            let weight = min(end, (sourceRow + 1) * newHeight) - max(start, sourceRow * newHeight)
                            let offset = sourceRow * rowLength
                            for index in 0..<rowLength {
                                row[index] += rowSums[offset + index] * weight
                            }
                        }
                        let resultRow = y * rowLength
                        for x in 0..<newWidth {
                            let sum = x * 4
                            let alpha = row[sum + 3]
                            result[resultRow + sum + 3] = UInt8((alpha + totalWeight / 2) / totalWeight)
                            guard alpha > 0 else {
                                continue
                            }
                            result[resultRow + sum] = UInt8((row[sum] + alpha / 2) / alpha)
                            result[resultRow + sum + 1] = UInt8((row[sum + 1] + alpha / 2) / alpha)
                            result[resultRow + sum + 2] = UInt8((row[sum + 2] + alpha / 2) / alpha)
                        }
                    }
                }
            }
        }
        return result
    }
}
