/// The coding key of an array element (`Index 3`) or of `super`, for coding paths.
struct JSONTapeIndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        self.init(index: intValue)
    }

    static let `super` = JSONTapeIndexKey(stringValue: "super")!
}
