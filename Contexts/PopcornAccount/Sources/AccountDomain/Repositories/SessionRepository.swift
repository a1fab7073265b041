/// Where the session is kept between commands: a credential, readable by its owner alone.
public protocol SessionRepository: Sendable {
    /// The session in use, or `nil` when not signed in.
    func session() throws(SessionStoreError) -> AccountSession?

    /// The session kept, whatever the file's mode: for signing out, which forgets a session others
    /// could read rather than refusing to.
    func sessionReadableByOthers() throws(SessionStoreError) -> AccountSession?

    /// Keeps `session` (replacing any other), readable by its owner alone, written whole or not at all.
    func save(_ session: AccountSession) throws(SessionStoreError)

    /// Forgets the session kept here; nothing when there is none.
    func delete() throws(SessionStoreError)
}
