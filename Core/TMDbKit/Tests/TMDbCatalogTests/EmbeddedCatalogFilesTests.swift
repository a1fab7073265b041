import Foundation
import Testing

@testable import TMDbCatalog

@Suite("EmbeddedCatalogFiles")
struct EmbeddedCatalogFilesTests {
    @Test("The binary holds exactly the catalog folder's files (else run Scripts/embed-catalog.sh)")
    func holdsEveryFile() throws {
        let onDisk = try CatalogSourceFolder.jsonPaths()

        #expect(onDisk.count > 100)
        #expect(EmbeddedCatalogFiles.paths == onDisk)
    }

    @Test("Each embedded file has the bytes of its file on disk")
    func holdsTheSameBytes() throws {
        let files = EmbeddedCatalogFiles()
        for path in try CatalogSourceFolder.jsonPaths() {
            let onDisk = try Data(contentsOf: CatalogSourceFolder.url.appendingPathComponent(path))
            #expect(files.data(at: path) == onDisk, "\(path)")
        }
    }

    @Test("A folder lists its own files only, and an unknown path or folder has none")
    func listsFolders() throws {
        let files = EmbeddedCatalogFiles()

        #expect(files.names(inFolder: "movies").contains("550.json"))
        #expect(files.names(inFolder: "movies").allSatisfy { !$0.contains("/") })
        #expect(!files.names(inFolder: "movies").contains("configuration.json"))
        #expect(files.names(inFolder: "nowhere").isEmpty)
        #expect(files.data(at: "movies/0.json") == nil)
        #expect(files.data(at: "movies") == nil)
    }
}
