import Foundation

@testable import TMDbKit

extension TMDbJSON {
    /// Decodes a fixture written inline as text, the way the client decodes a body.
    static func decode<T: Decodable>(_ type: T.Type, json: String) throws -> T {
        try decode(type, from: Data(json.utf8))
    }
}
