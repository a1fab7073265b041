import Foundation

/// Encodes application models for `--json`: camelCase keys (the Swift property names),
/// dates as `YYYY-MM-DD`, URLs as strings, sorted keys, pretty-printed.
enum JSONOutput {
    /// The encoder every `--json` document goes through.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(DayFormatter.string(from: date))
        }
        return encoder
    }

    /// One JSON document followed by a newline.
    static func document(_ value: some Encodable) throws(CLIFailure) -> String {
        do {
            let data = try makeEncoder().encode(value)
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            throw CLIFailure(.failure, "the result could not be encoded as JSON: \(error)")
        }
    }
}
