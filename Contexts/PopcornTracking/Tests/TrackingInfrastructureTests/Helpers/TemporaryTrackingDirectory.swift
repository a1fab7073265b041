import DataPersistence
import Foundation
import TrackingInfrastructure

/// A fresh directory under the system's temporary directory, for tests of the diary in a real file.
struct TemporaryTrackingDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("popcorn-tracking-\(UUID().uuidString)", isDirectory: true)

    /// The diary file, two folders down that do not exist yet, as on a first run.
    var file: URL { url.appendingPathComponent("data/popcorn/tracking.sqlite") }

    /// A repository over the diary file with the real migrations, keeping a `.bak`.
    func repository() -> DefaultTrackingRepository {
        DefaultTrackingRepository(
            store: UserDataStore(
                url: file, description: "your diary", migrations: [TrackingMigrations()], keepsBackup: true))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
