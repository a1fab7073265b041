import DataPersistence
import Foundation
import Testing

@Suite("DataLocation")
struct DataLocationTests {
    let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

    @Test("POPCORN_DATA_DIR wins over everything")
    func explicitDirectory() {
        let url = DataLocation.directory(
            environment: ["POPCORN_DATA_DIR": "/srv/popcorn", "XDG_DATA_HOME": "/xdg", "POPCORN_CACHE_DIR": "/cache"],
            homeDirectory: home
        )
        #expect(url.path == "/srv/popcorn")
    }

    @Test("XDG_DATA_HOME is used next, with a popcorn folder")
    func xdgDirectory() {
        let url = DataLocation.directory(environment: ["XDG_DATA_HOME": "/xdg"], homeDirectory: home)
        #expect(url.path == "/xdg/popcorn")
    }

    @Test("otherwise user data lives in ~/.local/share/popcorn")
    func homeDirectory() {
        let url = DataLocation.directory(environment: [:], homeDirectory: home)
        #expect(url.path == "/home/ada/.local/share/popcorn")
    }

    @Test("empty variables count as unset")
    func emptyVariables() {
        #expect(
            DataLocation.directory(environment: ["POPCORN_DATA_DIR": "", "XDG_DATA_HOME": ""], homeDirectory: home).path
                == "/home/ada/.local/share/popcorn")
        #expect(
            DataLocation.directory(environment: ["POPCORN_DATA_DIR": "", "XDG_DATA_HOME": "/xdg"], homeDirectory: home)
                .path == "/xdg/popcorn")
    }

    @Test("user data never shares the cache directory, whatever the environment")
    func neverTheCache() {
        let environments: [[String: String]] = [[:], ["XDG_CACHE_HOME": "/xdg-cache"], ["POPCORN_CACHE_DIR": "/c"]]
        for environment in environments {
            #expect(
                DataLocation.directory(environment: environment, homeDirectory: home)
                    != CacheLocation.directory(environment: environment, homeDirectory: home))
        }
    }
}
