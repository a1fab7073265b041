/// Any key of a JSON object, for objects keyed by data rather than by a fixed schema
/// (watch providers' `results` is keyed by country code).
struct JSONObjectKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
