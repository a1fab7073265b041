import CoreDomain
import Foundation
import GRDB

/// A small key-value cache of Codable documents for resources that need no tables of their own.
public struct DocumentCache: Sendable {
    private let database: any DatabaseWriter

    public init(database: CacheDatabase) {
        self.database = database.writer
    }

    /// The document stored under `key`, or `nil`; an undecodable one counts as absent.
    public func read<T: Decodable & Sendable>(
        _ type: T.Type,
        key: String
    ) async throws(DataAccessError) -> Cached<T>? {
        let entity = try await database.readStorage { db in
            try CoreDocumentEntity.fetchOne(db, key: key)
        }
        guard let entity, let value = try? JSONDecoder().decode(T.self, from: entity.payload) else {
            return nil
        }
        return Cached(value: value, cachedAt: entity.cachedAt)
    }

    /// Stores `value` under `key`, replacing any older document.
    public func write<T: Encodable & Sendable>(
        _ value: T,
        key: String,
        cachedAt: Date
    ) async throws(DataAccessError) {
        let payload: Data
        do {
            payload = try JSONEncoder().encode(value)
        } catch {
            throw .storage("could not encode \(key): \(error)")
        }
        try await database.writeStorage { db in
            try CoreDocumentEntity(key: key, payload: payload, cachedAt: cachedAt).upsert(db)
        }
    }
}
