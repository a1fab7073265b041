/// xterm's 256-colour palette above the 16 system colours: a 6 × 6 × 6 colour cube (16…231) and a
/// 24-step grey ramp (232…255). Exists so that terminals without 24-bit colour still get the nearest
/// colour every terminal agrees on (the first 16 vary with the user's theme, so they are never chosen).
public enum XTermPalette: Sendable {
    /// The intensities the colour cube's six steps stand for.
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The index, 16…255, of the entry nearest `colour` (by squared distance in RGB, the cube winning a
    /// tie). Alpha is ignored: composite the colour first.
    public static func nearestIndex(to colour: RGBAColor) -> Int {
        let red = Int(colour.red)
        let green = Int(colour.green)
        let blue = Int(colour.blue)
        let redStep = nearestCubeStep(red)
        let greenStep = nearestCubeStep(green)
        let blueStep = nearestCubeStep(blue)
        let cubeDistance = distance(
            red, green, blue, cubeLevels[redStep], cubeLevels[greenStep], cubeLevels[blueStep])

        let greyStep = min(23, max(0, (red + green + blue - 9) / 30))
        let grey = 8 + 10 * greyStep
        let greyDistance = distance(red, green, blue, grey, grey, grey)

        if greyDistance < cubeDistance {
            return 232 + greyStep
        }
        return 16 + 36 * redStep + 6 * greenStep + blueStep
    }

    /// The colour entry `index` stands for, or `nil` outside 16…255 (the system colours have no fixed
    /// value): lets a caller, or a test, see what a chosen index will look like.
    public static func colour(at index: Int) -> RGBAColor? {
        switch index {
        case 16...231:
            let cube = index - 16
            return RGBAColor(
                red: UInt8(cubeLevels[cube / 36]), green: UInt8(cubeLevels[cube / 6 % 6]),
                blue: UInt8(cubeLevels[cube % 6]))
        case 232...255:
            let grey = UInt8(8 + 10 * (index - 232))
            return RGBAColor(red: grey, green: grey, blue: grey)
        default:
            return nil
        }
    }

    /// The cube step whose level is nearest `value`.
    private static func nearestCubeStep(_ value: Int) -> Int {
        var best = 0
        for step in 1..<cubeLevels.count where abs(cubeLevels[step] - value) < abs(cubeLevels[best] - value) {
            best = step
        }
        return best
    }

    /// The squared distance between two RGB colours.
    private static func distance(_ red: Int, _ green: Int, _ blue: Int, _ red2: Int, _ green2: Int, _ blue2: Int)
        -> Int
    {
        (red - red2) * (red - red2) + (green - green2) * (green - green2) + (blue - blue2) * (blue - blue2)
    }
}
