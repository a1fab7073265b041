/// Why the session file could not be used: it can be read by others (a credential must not be),
/// or it could not be read or written.
public enum SessionStoreError: Error, Equatable, Sendable {
    /// Group or others may read the file at `path`; it is refused until `chmod 600`.
    case readableByOthers(path: String)
    /// The file could not be read, or is not a session file; says which and why.
    case unreadable(String)
    /// The file could not be written or removed; says why. The session in it, if any, is unchanged.
    case unwritable(String)
}
