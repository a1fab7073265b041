import CoreDomainTestHelpers
import Testing

@testable import AccountAdapters

@Suite("PageProgress")
struct PageProgressTests {
    let log = ProgressLog()

    /// Counting from the five lists' first pages, each report kept in `log`.
    func progress() -> PageProgress {
        PageProgress(firstPages: 5) { [log] done, total in log.record(done: done, total: total) }
    }

    @Test("it starts at the first pages: each page read reports the pages read and the pages known")
    func firstPages() {
        let pages = progress()

        pages.read()
        pages.read()

        #expect(log.all == [ProgressLog.Report(done: 1, total: 5), ProgressLog.Report(done: 2, total: 5)])
    }

    @Test("pages found raise the total the next reads report")
    func found() {
        let pages = progress()

        pages.read()
        pages.found(3)
        pages.read()
        pages.found(2)
        pages.read()

        #expect(
            log.all == [
                ProgressLog.Report(done: 1, total: 5), ProgressLog.Report(done: 2, total: 8),
                ProgressLog.Report(done: 3, total: 10),
            ])
    }

    @Test("finding pages reports nothing by itself")
    func foundAlone() {
        progress().found(4)

        #expect(log.all == [])
    }

    @Test("a negative count found is ignored; none found changes nothing")
    func negativeFound() {
        let pages = progress()

        pages.found(-3)
        pages.found(0)
        pages.read()

        #expect(log.all == [ProgressLog.Report(done: 1, total: 5)])
    }
}
