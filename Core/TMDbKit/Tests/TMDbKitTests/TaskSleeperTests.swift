import Testing

@testable import TMDbKit

@Suite struct TaskSleeperTests {
    @Test(.timeLimit(.minutes(1)))
    func returnsEarlyWhenItsTaskIsCancelled() async {
        let clock = ContinuousClock()
        let start = clock.now
        let sleeping = Task { await TaskSleeper().sleep(for: 3_600) }

        sleeping.cancel()
        await sleeping.value

        #expect(clock.now - start < .seconds(30))
    }

    @Test func sleepsAboutAsLongAsAsked() async {
        let clock = ContinuousClock()
        let start = clock.now

        await TaskSleeper().sleep(for: 0.02)

        #expect(clock.now - start >= .milliseconds(20))
    }
}
