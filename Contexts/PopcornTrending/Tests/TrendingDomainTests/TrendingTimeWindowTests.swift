import Foundation
import Testing
import TrendingDomain

@Suite("TrendingTimeWindow")
struct TrendingTimeWindowTests {
    @Test("the raw values are TMDb's path segments, day first")
    func rawValues() {
        #expect(TrendingTimeWindow.allCases.map(\.rawValue) == ["day", "week"])
    }

    @Test("a window is read back from its word, and nothing else is a window")
    func fromWord() {
        #expect(TrendingTimeWindow(rawValue: "week") == .week)
        #expect(TrendingTimeWindow(rawValue: "month") == nil)
    }
}
