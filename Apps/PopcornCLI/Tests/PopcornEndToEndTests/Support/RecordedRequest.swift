import Foundation

/// One HTTP request the loopback server received, as the tests inspect it.
struct RecordedRequest: Sendable, Equatable {
    /// `GET`, normally.
    let method: String
    /// The path without the query, e.g. `/3/movie/550`.
    let path: String
    /// The host a client named in the request line, as it does when it asks through a proxy
    /// (`GET http://tmdb.example/3/movie/550`); `nil` for a plain `GET /3/movie/550`.
    let proxiedHost: String?
    /// The raw query string (after `?`), still percent-encoded.
    let rawQuery: String
    /// The decoded query items by name (the last value wins).
    let query: [String: String]
    /// Header values by lower-cased name.
    let headers: [String: String]
    /// The request's body as it arrived (empty for a `GET`).
    let body: Data

    /// Parses the request line and headers of an HTTP/1.1 request head (up to the blank line that
    /// ends it; anything after is not read as headers), keeping `body` as the request's body.
    init?(head: String, body: Data = Data()) {
        self.body = body
        let lines = head.components(separatedBy: "\r\n").prefix { !$0.isEmpty }
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else {
            return nil
        }
        method = String(parts[0])
        var target = String(parts[1])
        if let schemeEnd = target.range(of: "://") {
            let authority = target[schemeEnd.upperBound...].prefix { $0 != "/" }
            proxiedHost = String(authority)
            target = String(target[authority.endIndex...])
        } else {
            proxiedHost = nil
        }
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(pieces[0])
        rawQuery = pieces.count > 1 ? String(pieces[1]) : ""
        var query: [String: String] = [:]
        for item in URLComponents(string: "http://x/?" + rawQuery)?.queryItems ?? [] {
            query[item.name] = item.value ?? ""
        }
        self.query = query
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else {
                continue
            }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
    }

    /// The value of `key` in the body read as a JSON object, as text: a string as it is, a number as
    /// JSON writes it (`8.5`, `550`), a boolean as `true` or `false`, `null` as `null`, an array or
    /// object as its JSON. `nil` when the body is not a JSON object or has no `key`.
    func bodyValue(_ key: String) -> String? {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            let value = object[key]
        else {
            return nil
        }
        return Self.text(of: value)
    }

    /// One JSON value of `JSONSerialization` as text; see ``bodyValue(_:)``.
    private static func text(of value: Any) -> String? {
        if type(of: value) == Bool.self, let flag = value as? Bool {
            return flag ? "true" : "false"
        }
        switch value {
        case let string as String:
            return string
        case let number as NSNumber:
            return numberText(number)
        case let integer as Int:
            return String(integer)
        case let double as Double:
            return numberText(NSNumber(value: double))
        case is NSNull:
            return "null"
        default:
            guard JSONSerialization.isValidJSONObject(value),
                let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
            else {
                return nil
            }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// A number as JSON writes it (a whole `8.0` as `8`). `JSONSerialization` reads `true` and `false`
    /// as numbers too; they are told apart by their type, that of `NSNumber(value: true)` (`c`), as
    /// no JSON number is read.
    private static func numberText(_ number: NSNumber) -> String {
        let kind = String(cString: number.objCType)
        if kind == String(cString: NSNumber(value: true).objCType),
            number == NSNumber(value: true) || number == NSNumber(value: false)
        {
            return number.boolValue ? "true" : "false"
        }
        switch kind {
        case "f", "d":
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 1e15 {
                return String(Int64(double))
            }
            return String(double)
        case "Q", "L", "I", "S", "C":
            return String(number.uint64Value)
        default:
            return String(number.int64Value)
        }
    }
}
