import CoreApplication
import Testing

@testable import PopcornCLI

@Suite("WatchOffersLine")
struct WatchOffersLineTests {
    @Test("Each kind of offer is named with its providers, in a fixed order")
    func kinds() {
        let text = WatchOffersLine.text(
            .mock(
                flatRate: ["Netflix", "Hulu"], rent: ["Apple TV"], buy: ["Apple TV", "Google Play"], free: ["Pluto"],
                ads: ["Tubi"]))
        #expect(
            text == "Stream: Netflix, Hulu · Free: Pluto · With ads: Tubi · Rent: Apple TV · Buy: Apple TV, Google Play"
        )
    }

    @Test("Kinds without offers are left out")
    func onlyKindsWithOffers() {
        #expect(WatchOffersLine.text(.mock()) == "Stream: Netflix, Hulu · Rent: Apple TV")
    }

    @Test("A region without offers says so; unknown offers give no line")
    func emptyAndUnknown() {
        #expect(WatchOffersLine.text(.mock(countryCode: "GB", flatRate: [], rent: [])) == "No offers in GB")
        #expect(WatchOffersLine.text(nil) == nil)
    }
}
