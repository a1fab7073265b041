import TerminalImages
import Testing

@Suite("XTermPalette")
struct XTermPaletteTests {
    @Test(
        "colours map to the entry every terminal shows for them",
        arguments: [
            (RGBAColor(red: 255, green: 0, blue: 0), 196), (RGBAColor(red: 0, green: 0, blue: 0), 16),
            (RGBAColor(red: 255, green: 255, blue: 255), 231), (RGBAColor(red: 128, green: 128, blue: 128), 244),
            (RGBAColor(red: 0, green: 95, blue: 255), 27), (RGBAColor(red: 8, green: 8, blue: 8), 232),
            (RGBAColor(red: 238, green: 238, blue: 238), 255),
        ])
    func mapsKnownColours(colour: RGBAColor, index: Int) {
        #expect(XTermPalette.nearestIndex(to: colour) == index)
    }

    @Test("mid grey goes to the grey ramp, not the cube")
    func midGreyUsesTheRamp() {
        #expect((232...255).contains(XTermPalette.nearestIndex(to: RGBAColor(red: 128, green: 128, blue: 128))))
    }

    @Test("no entry of the cube or the ramp is nearer than the one chosen")
    func choosesTheNearest() {
        func distance(_ first: RGBAColor, _ second: RGBAColor) -> Int {
            let red = Int(first.red) - Int(second.red)
            let green = Int(first.green) - Int(second.green)
            let blue = Int(first.blue) - Int(second.blue)
            return red * red + green * green + blue * blue
        }
        let entries = (16...255).map { XTermPalette.colour(at: $0)! }
        for red in stride(from: 0, through: 255, by: 17) {
            for green in stride(from: 0, through: 255, by: 51) {
                for blue in stride(from: 3, through: 255, by: 28) {
                    let colour = RGBAColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    let chosen = XTermPalette.colour(at: XTermPalette.nearestIndex(to: colour))!
                    #expect(entries.allSatisfy { distance($0, colour) >= distance(chosen, colour) })
                }
            }
        }
    }

    @Test("the system colours have no fixed value")
    func systemColoursHaveNoValue() {
        #expect(XTermPalette.colour(at: 0) == nil)
        #expect(XTermPalette.colour(at: 15) == nil)
        #expect(XTermPalette.colour(at: 256) == nil)
        #expect(XTermPalette.colour(at: 196) == RGBAColor(red: 255, green: 0, blue: 0))
    }
}
