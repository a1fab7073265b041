import TMDbKit
import Testing

@testable import PopcornCLI

@Suite("RetryWaitNotice")
struct RetryWaitNoticeTests {
    @Test("a wait over 2 s is said once, in TMDb's words when it asked for it; shorter waits are not")
    func saysALongWaitOnce() {
        let captured = CapturedConsole()
        let notice = RetryWaitNotice(console: captured.console, isTerminal: true)

        notice.tell(TMDbRetryWait(seconds: 1.5, isAskedByTMDb: false))
        notice.tell(TMDbRetryWait(seconds: 20, isAskedByTMDb: true))
        notice.tell(TMDbRetryWait(seconds: 8, isAskedByTMDb: false))

        #expect(captured.errorLines == ["popcorn: note: TMDb asked to wait 20 s; retrying"])
    }

    @Test("a backoff is said as such")
    func backoff() {
        let captured = CapturedConsole()

        RetryWaitNotice(console: captured.console, isTerminal: true).tell(
            TMDbRetryWait(seconds: 6.4, isAskedByTMDb: false))

        #expect(captured.errorLines == ["popcorn: note: TMDb did not answer; retrying in 6 s"])
    }

    @Test("standard error that is not a terminal (a script's log) gets nothing")
    func notOnATerminal() {
        let captured = CapturedConsole()

        RetryWaitNotice(console: captured.console, isTerminal: false).tell(
            TMDbRetryWait(seconds: 20, isAskedByTMDb: true))

        #expect(captured.errors.isEmpty)
    }
}
