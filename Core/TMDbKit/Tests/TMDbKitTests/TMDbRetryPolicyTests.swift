import Testing

@testable import TMDbKit

@Suite struct TMDbRetryPolicyTests {
    @Test func hasTheDocumentedStandardDefaults() {
        let policy = TMDbRetryPolicy.standard

        #expect(policy.maxAttempts == 4)
        #expect(policy.baseDelay == 0.5)
        #expect(policy.maxDelay == 8)
        #expect(policy.retryAfterCap == 20)
        #expect(policy.totalTimeBudget == 30)
        #expect(policy == TMDbRetryPolicy())
    }

    @Test func noneMakesASingleAttempt() {
        #expect(TMDbRetryPolicy.none.maxAttempts == 1)
        #expect(TMDbRetryPolicy.none != .standard)
    }

    @Test func doublesTheBackoffCeilingUpToMaxDelay() {
        let ceilings = (1...7).map(TMDbRetryPolicy.standard.backoffCeiling(afterAttempt:))

        #expect(ceilings == [0.5, 1, 2, 4, 8, 8, 8])
    }

    @Test func keepsTheBackoffCeilingAtMaxDelayAfterVeryManyAttempts() {
        #expect(TMDbRetryPolicy.standard.backoffCeiling(afterAttempt: .max) == 8)
        #expect(TMDbRetryPolicy.standard.backoffCeiling(afterAttempt: 0) == 0.5)
    }
}
