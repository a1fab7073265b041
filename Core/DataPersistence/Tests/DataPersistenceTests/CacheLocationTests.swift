import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("CacheLocation")
struct CacheLocationTests {
    let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

    @Test("POPCORN_CACHE_DIR wins over everything")
    func explicitDirectory() {
        let url = CacheLocation.directory(
            environment: ["POPCORN_CACHE_DIR": "/tmp/pc", "XDG_CACHE_HOME": "/xdg"],
            homeDirectory: home
        )
        #expect(url.path == "/tmp/pc")
    }

    @Test("XDG_CACHE_HOME is used next, with a popcorn folder")
    func xdgDirectory() {
        let url = CacheLocation.directory(environment: ["XDG_CACHE_HOME": "/xdg"], homeDirectory: home)
        #expect(url.path == "/xdg/popcorn")
    }

    @Test("otherwise the cache lives in ~/.cache/popcorn, and empty variables are ignored")
    func homeDirectory() {
        let url = CacheLocation.directory(
            environment: ["POPCORN_CACHE_DIR": "", "XDG_CACHE_HOME": ""], homeDirectory: home)
        #expect(url.path == "/home/ada/.cache/popcorn")
    }
}
