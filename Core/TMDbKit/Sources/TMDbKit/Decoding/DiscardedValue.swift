/// A value that decodes from any JSON without reading it, used to step an unkeyed
/// container past a malformed array element.
struct DiscardedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
