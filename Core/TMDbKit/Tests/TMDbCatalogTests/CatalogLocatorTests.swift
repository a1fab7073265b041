import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

@Suite struct CatalogLocatorTests {
    @Test func looksBesideTheMainBundleFirst() throws {
        let first = try #require(CatalogLocator.candidateDirectories().first)

        #expect(
            first.path
                == Bundle.main.bundleURL.appendingPathComponent("TMDbKit_TMDbCatalog.resources/Catalog").path)
    }

    @Test func looksInThisPackagesBuildDirectory() {
        let paths = CatalogLocator.candidateDirectories().map(\.path)

        #expect(paths.contains { $0.hasSuffix("/.build/debug/TMDbKit_TMDbCatalog.resources/Catalog") })
        #expect(paths.contains { $0.hasSuffix("/.build/release/TMDbKit_TMDbCatalog.resources/Catalog") })
    }

    @Test func looksAtEachPlaceOnlyOnce() {
        let paths = CatalogLocator.candidateDirectories().map(\.standardizedFileURL.path)

        #expect(Set(paths).count == paths.count)
    }

    @Test func findsTheBundledCatalogUnderSwiftTest() throws {
        let directory = try CatalogLocator.bundledCatalogDirectory()

        #expect(directory.lastPathComponent == "Catalog")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("configuration.json").path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("movie_lists.json").path))
    }

    @Test func explainsAMissingCatalogInsteadOfCrashing() {
        let nowhere = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/TMDbKit_TMDbCatalog.resources/Catalog")

        let error = #expect(throws: TMDbError.self) { try CatalogLocator.firstExisting(in: [nowhere]) }

        guard case .invalidRequest(let message) = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("the offline catalog is missing: "))
    }

    @Test func picksTheFirstCandidateThatExists() throws {
        let catalog = try CatalogFixture.smallCatalog()
        let nowhere = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")

        #expect(try CatalogLocator.firstExisting(in: [nowhere, catalog]) == catalog)
    }
}
