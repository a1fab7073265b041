import Foundation
import Testing

/// Loads the TMDb-shaped JSON fixtures of this test target.
enum Fixture {
    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.resourceURL)
            .appendingPathComponent("Fixtures")
            .appendingPathComponent(name + ".json")
        return try Data(contentsOf: url)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(type, from: data(name))
    }
}
