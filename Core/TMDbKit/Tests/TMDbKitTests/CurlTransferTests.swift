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
