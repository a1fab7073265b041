import CTMDbCurl
import Dispatch
import Foundation

/// One request through the libcurl shim (`CTMDbCurl`), run on a thread of its own, since libcurl
/// blocks, and stopped when the calling task is cancelled. A thread each, not a dispatch queue:
/// on Linux libdispatch runs as many blocking jobs at once as there are processors (two on a small
/// machine), which held the four requests allowed in flight to two.
enum CurlTransfer {
    /// Sends `method` to `url` with the `Name: value` header lines given and `body`, if any, within
    /// `timeout` seconds, trusting the authorities in the `certificateAuthorities` file if given.
    static func send(
        _ method: TMDbHTTPMethod = .get, url: String, headerLines: [String], body: Data? = nil, userAgent: String,
        certificateAuthorities: String?, timeout: TimeInterval
    ) async -> CurlOutcome {
        let flag = CurlCancelFlag()
        let milliseconds = Self.milliseconds(timeout)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<CurlOutcome, Never>) in
                Thread {
                    continuation.resume(
                        returning: perform(
                            method, url: url, headerLines: headerLines, body: body, userAgent: userAgent,
                            certificateAuthorities: certificateAuthorities, milliseconds: milliseconds, flag: flag))
                }
                .start()
            }
        } onCancel: {
            flag.raise()
        }
    }

    /// `timeout` in whole milliseconds, at least one (libcurl reads 0 as "no timeout").
    static func milliseconds(_ timeout: TimeInterval) -> Int {
        guard timeout.isFinite, timeout > 0 else {
            return timeout.isFinite ? 1 : Int.max
        }
        return max(1, Int(min(timeout * 1000, Double(Int32.max)).rounded(.up)))
    }

    /// The blocking call, on the thread it was given.
    private static func perform(
        _ method: TMDbHTTPMethod, url: String, headerLines: [String], body: Data?, userAgent: String,
        certificateAuthorities: String?, milliseconds: Int, flag: CurlCancelFlag
    ) -> CurlOutcome {
        let ownedLines = headerLines.map { strdup($0) }
        defer {
            for line in ownedLines {
                free(line)
            }
        }
        let lines = ownedLines.map { UnsafePointer($0) }
        var result = TMDbCurlResult()
        defer { tmdb_curl_result_free(&result) }
        if let body {
            body.withUnsafeBytes { bytes in
                // A zero-length body still needs a pointer: NULL would mean "no body" (a GET).
                let pointer = bytes.bindMemory(to: UInt8.self).baseAddress ?? UnsafePointer(emptyBody)
                tmdb_curl_request(
                    method.rawValue, url, lines, lines.count, pointer, bytes.count, userAgent, certificateAuthorities,
                    milliseconds, flag.pointer, &result)
            }
        } else {
            tmdb_curl_request(
                method.rawValue, url, lines, lines.count, nil, 0, userAgent, certificateAuthorities, milliseconds,
                flag.pointer, &result)
        }
        guard result.code == 0 else {
            let message = withUnsafeBytes(of: result.message) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .failure(code: result.code, message: message)
        }
        let body = result.body.map { Data(bytes: $0, count: result.body_size) } ?? Data()
        let head = result.head.map { Data(bytes: $0, count: result.head_size) } ?? Data()
        return .answer(status: result.status, headers: Self.headers(in: head), body: body)
    }

    /// The header fields of the last response in `head` (earlier ones are redirects or
    /// `100 Continue`), names lower-cased, repeated fields joined with `, `. Lines may end in CRLF
    /// or a bare LF. `content-encoding` and `content-length` are left out: they describe the bytes
    /// on the wire, and libcurl hands over the body already decompressed.
    static func headers(in head: Data) -> [String: String] {
        let lines = String(decoding: head, as: UTF8.self)
            .split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .filter { !$0.allSatisfy(\.isWhitespace) }
        let start = lines.lastIndex { $0.hasPrefix("HTTP/") }.map { lines.index(after: $0) } ?? lines.startIndex
        var headers: [String: String] = [:]
        for line in lines[start...] {
            guard let colon = line.firstIndex(of: ":") else {
                continue
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard !Self.wireOnlyFields.contains(name) else {
                continue
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        return headers
    }

    /// What a zero-length body points at.
    private nonisolated(unsafe) static let emptyBody = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

    /// Fields about the encoded bytes libcurl received, untrue of the decoded body it gives.
    private static let wireOnlyFields: Set<String> = ["content-encoding", "content-length"]
}
