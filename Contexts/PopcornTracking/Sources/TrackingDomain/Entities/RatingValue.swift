/// A rating on TMDb's scale: 0.5 to 10 in steps of 0.5, kept as a count of halves so that what is
/// stored is exactly what was typed.
public struct RatingValue: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1 (0.5) to 20 (10).
    public let halves: Int

    /// The rating `value` stands for, or `nil` unless it is 0.5 to 10 in steps of 0.5.
    public init?(_ value: Double) {
        let halves = value * 2
        guard value.isFinite, halves == halves.rounded(), (1...20).contains(halves) else {
            return nil
        }
        self.halves = Int(halves)
    }

    /// The rating with this many halves, or `nil` outside 1...20.
    public init?(halves: Int) {
        guard (1...20).contains(halves) else {
            return nil
        }
        self.halves = halves
    }

    public var value: Double {
        Double(halves) / 2
    }

    /// `8.5`, or `9` for a whole number.
    public var description: String {
        halves.isMultiple(of: 2) ? String(halves / 2) : "\(halves / 2).5"
    }

    public static func < (lhs: RatingValue, rhs: RatingValue) -> Bool {
        lhs.halves < rhs.halves
    }
}
