import Foundation
import TMDbKit
import Testing
import __Context__Domain

@testable import __Context__Adapters

@Suite("__Entity__Mapper")
struct __Entity__MapperTests {
    let mapper = __Entity__Mapper()

    @Test("a TMDb response maps every field")
    func mapsResponse() throws {
        let value = mapper.map(try Fixture.decode(NamedResourceDTO.self, "__entity_snake__"))
        #expect(value == __Entity__(id: 1, name: "Test __Entity__", overview: "An overview.", posterPath: URL(string: "/poster.jpg")))
    }

    @Test("an empty overview and a null poster path become nil")
    func mapsQuirks() throws {
        let value = mapper.map(try Fixture.decode(NamedResourceDTO.self, "__entity_snake__-quirks"))
        #expect(value.overview == nil)
        #expect(value.posterPath == nil)
    }
}
