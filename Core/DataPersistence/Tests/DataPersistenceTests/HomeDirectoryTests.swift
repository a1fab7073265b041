import DataPersistence
import Foundation
import Testing

@Suite("HomeDirectory")
struct HomeDirectoryTests {
    @Test("$HOME is the home directory, as for any Unix program")
    func homeVariableWins() {
        #expect(HomeDirectory.url(environment: ["HOME": "/tmp/sandbox"]).path == "/tmp/sandbox")
    }

    @Test("without $HOME, or with it empty, the password database's home is used", arguments: [[:], ["HOME": ""]])
    func fallsBackToTheUsersHome(environment: [String: String]) {
        #expect(HomeDirectory.url(environment: environment) == FileManager.default.homeDirectoryForCurrentUser)
    }

    @Test("the default cache and data directories follow $HOME")
    func defaultLocationsFollowHome() {
        let environment = ["HOME": "/tmp/sandbox"]

        #expect(CacheLocation.directory(environment: environment).path == "/tmp/sandbox/.cache/popcorn")
        #expect(DataLocation.directory(environment: environment).path == "/tmp/sandbox/.local/share/popcorn")
    }
}
