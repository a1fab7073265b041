import Foundation

/// A details body as TMDb answers `append_to_response`: the details object with each part the
/// request named (and the test serves) under its name, without the part's own `id` (but for a
/// series' `season/{n}`, whose id is the season's own), as TMDb nests them. A named part the test does not serve is left out, as the offline catalog leaves out a part
/// it does not know.
enum AppendedTMDbBody {
    /// `details` with the parts `request` appended, taken from `parts` (TMDb's part name -> its body).
    static func body(_ details: String, parts: [String: String], for request: RecordedRequest) -> String {
        let names = (request.query["append_to_response"] ?? "").split(separator: ",").map(String.init)
        guard !names.isEmpty, var object = jsonObject(details) else {
            return details
        }
        for name in names {
            guard let part = parts[name].flatMap(jsonObject) else {
                continue
            }
            var nested = part
            if !name.hasPrefix("season/") {
                nested["id"] = nil
            }
            object[name] = nested
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return details
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func jsonObject(_ text: String) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }
}
