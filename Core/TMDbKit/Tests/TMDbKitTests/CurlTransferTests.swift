import Foundation
import Testing

@testable import TMDbKit

@Suite("CurlTransfer")
struct CurlTransferTests {
    @Test("The headers are the last response's, after any redirect, names lower-cased and repeats joined")
    func readsTheLastResponsesHeaders() {
        let head = Data(
            ("HTTP/1.1 301 Moved Permanently\r\nLocation: /3/movie/550\r\nX-Old: 1\r\n\r\n"
                + "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nVary: Accept\r\nvary: Origin\r\n"
                + "Retry-After:  20 \r\n\r\n").utf8)

        let headers = CurlTransfer.headers(in: head)

        #expect(headers == ["content-type": "application/json", "vary": "Accept, Origin", "retry-after": "20"])
    }

    @Test("Lines ending in a bare LF read as well as CRLF ones")
    func readsLinesEndingInLF() {
        let head = Data("HTTP/1.1 200 OK\nContent-Type: application/json\nRetry-After: 5\n\n".utf8)

        #expect(CurlTransfer.headers(in: head) == ["content-type": "application/json", "retry-after": "5"])
    }

    @Test("The encoding and length of the bytes on the wire are left out, since the body is handed over decoded")
    func leavesOutTheWireEncoding() {
        let head = Data(
            "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 120\r\nETag: \"1\"\r\n\r\n".utf8)

        #expect(CurlTransfer.headers(in: head) == ["etag": "\"1\""])
    }

    @Test("No head reads as no headers")
    func readsNothingFromNothing() {
        #expect(CurlTransfer.headers(in: Data()).isEmpty)
    }

    @Test("Timeouts become whole milliseconds, rounded up, never zero, which libcurl reads as none")
    func convertsTimeouts() {
        #expect(CurlTransfer.milliseconds(0.5) == 500)
        #expect(CurlTransfer.milliseconds(0.0001) == 1)
        #expect(CurlTransfer.milliseconds(0) == 1)
        #expect(CurlTransfer.milliseconds(10) == 10_000)
        #expect(CurlTransfer.milliseconds(.infinity) == Int.max)
    }
}
