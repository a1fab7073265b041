import Foundation
import Testing
import __Context__Domain

@Suite("__Entity__")
struct __Entity__Tests {
    @Test("only the id and name are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let value = __Entity__(id: 1, name: "A")
        #expect(value.overview == nil)
        #expect(value.posterPath == nil)
    }

    @Test("the id identifies it")
    func identity() {
        #expect(__Entity__.mock(id: 42).id == 42)
    }

    @Test("two values with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(__Entity__.mock() == __Entity__.mock())
        #expect(__Entity__.mock(name: "A") != __Entity__.mock(name: "B"))
        #expect(__Entity__.mock(posterPath: nil) != __Entity__.mock())
    }
}
