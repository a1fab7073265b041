import Foundation
import Testing
import __Context__Domain

@testable import __Context__Infrastructure

@Suite("__Entity__Mapper")
struct __Entity__MapperTests {
    let mapper = __Entity__Mapper()
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("a domain value becomes a row with its language and date, and reads back the same")
    func roundTrip() {
        let entity = mapper.map(.mock(), language: "en-US", cachedAt: date)
        #expect(entity.__entity__ID == 1)
        #expect(entity.posterPath == "/poster.jpg")
        #expect(entity.language == "en-US")
        #expect(entity.cachedAt == date)
        #expect(mapper.map(entity) == .mock())
    }

    @Test("updating in place changes every field and refreshes the date")
    func updateInPlace() {
        var entity = mapper.map(.mock(), language: "en-US", cachedAt: date)
        let later = date.addingTimeInterval(60)
        mapper.map(.mock(name: "Renamed", overview: nil, posterPath: nil), to: &entity, language: "fr-FR", cachedAt: later)
        #expect(entity.name == "Renamed")
        #expect(entity.overview == nil)
        #expect(entity.posterPath == nil)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == later)
    }
}
