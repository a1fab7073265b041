import Foundation
import TVSeriesDomain
import Testing

@Suite("Network")
struct NetworkTests {
    @Test("only the id and name are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let network = Network(id: 174, name: "AMC")
        #expect(network.logoPath == nil)
        #expect(network.originCountry == nil)
        #expect(network.headquarters == nil)
        #expect(network.homepage == nil)
    }

    @Test("two networks with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(
            Network(id: 174, name: "AMC", originCountry: "US") == Network(id: 174, name: "AMC", originCountry: "US"))
        #expect(
            Network(id: 174, name: "AMC", originCountry: "US") != Network(id: 174, name: "AMC", originCountry: "GB"))
    }
}
