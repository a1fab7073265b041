/// One JSON value in a ``JSONTape``: its kind, where its bytes are, and where the next
/// value starts, so containers can be walked and skipped without re-parsing.
struct JSONTapeNode {
    enum Kind: UInt8 {
        case null
        case `true`
        case `false`
        /// A number without fraction or exponent.
        case integer
        /// A number with a fraction or an exponent.
        case number
        /// A string without escapes: its bytes are its UTF-8.
        case string
        /// A string with backslash escapes, unescaped on demand.
        case escapedString
        case array
        case object
    }

    var kind: Kind
    /// Scalars: offset of the first byte (strings: after the opening quote).
    var start: UInt32
    /// Scalars: byte length (strings: without quotes). Arrays: element count.
    /// Objects: member count.
    var length: UInt32
    /// Index of the node after this value and everything inside it.
    var next: UInt32

    /// A short name of the kind for error messages ("a string", "null"...).
    var kindDescription: String {
        switch kind {
        case .null: "null"
        case .true, .false: "a bool"
        case .integer, .number: "a number"
        case .string, .escapedString: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}
