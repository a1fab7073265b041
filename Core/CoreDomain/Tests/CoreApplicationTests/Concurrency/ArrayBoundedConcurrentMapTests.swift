import CoreApplication
import Synchronization
import Testing

@Suite("Array.boundedConcurrentMap")
struct ArrayBoundedConcurrentMapTests {
    private struct Failure: Error, Equatable {
        let element: Int
    }

    @Test("every element is transformed and the results keep the array's order")
    func keepsOrder() async throws {
        let doubled = try await Array(1...50).boundedConcurrentMap(maximumInFlight: 4) { (value: Int) throws(Failure) in
            await Task.yield()
            return value * 2
        }

        #expect(doubled == Array(1...50).map { $0 * 2 })
    }

    @Test("no more than the limit run at once")
    func boundsConcurrency() async throws {
        let counters = Mutex((running: 0, highest: 0))

        _ = try await Array(1...40).boundedConcurrentMap(maximumInFlight: 3) { (value: Int) throws(Failure) in
            counters.withLock {
                $0.running += 1
                $0.highest = max($0.highest, $0.running)
            }
            await Task.yield()
            counters.withLock { $0.running -= 1 }
            return value
        }

        #expect(counters.withLock { $0.highest } <= 3)
    }

    @Test("the first failure is thrown with its own type")
    func throwsTheFailure() async {
        await #expect(throws: Failure(element: 7)) {
            try await Array(1...20).boundedConcurrentMap(maximumInFlight: 1) { (value: Int) throws(Failure) in
                guard value != 7 else {
                    throw Failure(element: 7)
                }
                return value
            }
        }
    }

    @Test("an empty array gives an empty result without calling the transform")
    func empty() async throws {
        let values = try await [Int]().boundedConcurrentMap(maximumInFlight: 4) { (value: Int) throws(Failure) in
            Issue.record("called with \(value)")
            return value
        }

        #expect(values.isEmpty)
    }
}
