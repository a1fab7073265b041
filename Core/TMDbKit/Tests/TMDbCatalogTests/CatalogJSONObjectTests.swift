import Foundation
import Testing

@testable import TMDbCatalog

@Suite struct CatalogJSONObjectTests {
    @Test func readsAnObjectAndWritesItBackWithSortedKeysAndPlainSlashes() throws {
        let object = try #require(CatalogJSONObject(Data(#"{"b":[1,2.5,null],"a":{"path":"\/x.jpg"},"c":true}"#.utf8)))

        #expect(
            object.data.map { String(decoding: $0, as: UTF8.self) }
                == #"{"a":{"path":"/x.jpg"},"b":[1,2.5,null],"c":true}"#)
    }

    @Test func keepsNumbersAsTMDbWroteThem() throws {
        let text = #"{"popularity":61.416,"vote_average":8.433,"budget":63000000,"aspect_ratio":1.778}"#
        let object = try #require(CatalogJSONObject(Data(text.utf8)))

        #expect(
            object.data.map { String(decoding: $0, as: UTF8.self) }
                == #"{"aspect_ratio":1.778,"budget":63000000,"popularity":61.416,"vote_average":8.433}"#)
    }

    @Test(arguments: ["[]", "1", "\"x\"", "{", ""])
    func refusesWhatIsNotAnObject(text: String) {
        #expect(CatalogJSONObject(Data(text.utf8)) == nil)
    }
}
