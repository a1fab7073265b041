/// An IMDb id, which people already have for a title or a person: `tt0137523` names a title (a
/// movie or a series), `nm0000093` a person. TMDb finds what it stands for (`/find`).
public struct IMDbID: Hashable, Sendable, CustomStringConvertible {
    /// What an id names: a title (`tt`) or a person (`nm`).
    public enum Kind: Sendable {
        case title
        case name
    }

    /// The id as IMDb writes it, lower-case prefix: `tt0137523`.
    public let text: String
    public let kind: Kind

    /// The id `text` is (`tt` or `nm`, any case, then 7 or more digits); `nil` when it is none.
    public init?(_ text: String) {
        let lowered = text.lowercased()
        let prefix = lowered.prefix(2)
        let digits = lowered.dropFirst(2)
        guard prefix == "tt" || prefix == "nm", digits.count >= 7, digits.count <= 10,
            digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else {
            return nil
        }
        self.text = lowered
        kind = prefix == "tt" ? .title : .name
    }

    public var description: String { text }
}
