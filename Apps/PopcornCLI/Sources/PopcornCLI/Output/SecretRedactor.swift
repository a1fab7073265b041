/// Removes credentials from anything written to standard error, as a last line of defence:
/// TMDbKit already keeps keys out of its errors, but a message from elsewhere might not.
struct SecretRedactor: Sendable, Equatable {
    /// The replacement written instead of a secret.
    static let placeholder = "<redacted>"

    /// Secrets shorter than this are not redacted: they would garble ordinary words.
    static let minimumLength = 6

    private let secrets: [String]

    /// Redacts each of `secrets` that is long enough to be recognisable.
    init(secrets: [String]) {
        self.secrets = secrets.filter { $0.count >= Self.minimumLength }
    }

    /// A redactor that changes nothing.
    static let none = SecretRedactor(secrets: [])

    /// `text` with every secret replaced by ``placeholder``.
    func redact(_ text: String) -> String {
        secrets.reduce(text) { result, secret in
            result.replacing(secret, with: Self.placeholder)
        }
    }
}
