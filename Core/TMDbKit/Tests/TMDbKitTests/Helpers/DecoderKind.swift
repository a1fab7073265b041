import Foundation

@testable import TMDbKit

/// The two decoders DTOs must behave the same under: Foundation's `JSONDecoder` (what
/// other packages may use on cached bodies) and the ``JSONTapeDecoder`` the client uses.
enum DecoderKind: String, CaseIterable, Sendable {
    case foundation
    case tape

    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        switch self {
        case .foundation: try JSONDecoder().decode(type, from: data)
        case .tape: try JSONTapeDecoder.decode(type, from: data)
        }
    }

    func decode<T: Decodable>(_ type: T.Type, json: String) throws -> T {
        try decode(type, from: Data(json.utf8))
    }
}
