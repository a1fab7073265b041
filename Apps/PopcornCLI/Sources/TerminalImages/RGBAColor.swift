/// One pixel's colour, 8 bits a channel, alpha straight (not premultiplied): what every encoder
/// reads from a ``RasterImage``, whichever library decoded it.
public struct RGBAColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 255 opaque, 0 transparent (a PNG logo's background).
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour laid over black by its alpha: what a terminal cell, which has no transparency,
    /// shows of it.
    public var overBlack: RGBAColor {
        guard alpha < 255 else {
            return self
        }
        func blend(_ channel: UInt8) -> UInt8 {
            UInt8((Int(channel) * Int(alpha) + 127) / 255)
        }
        return RGBAColor(red: blend(red), green: blend(green), blue: blend(blue))
    }
}
