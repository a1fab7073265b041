// Infrastructure targets that depend on DataPersistence get GRDB's record API with it.
@_exported import GRDB
