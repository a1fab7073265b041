import DiscoverDomain
import Testing

@Suite("DiscoverMonetization")
struct DiscoverMonetizationTests {
    @Test("the ways of watching are TMDb's words, which --monetization takes, in the query's order")
    func words() {
        #expect(DiscoverMonetization.allCases.map(\.rawValue) == ["flatrate", "free", "ads", "rent", "buy"])
        #expect(DiscoverMonetization(rawValue: "rent") == .rent)
        #expect(DiscoverMonetization(rawValue: "stream") == nil)
    }
}
