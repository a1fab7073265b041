import Foundation

/// Supplies the current ``ImagesConfiguration`` to any context's application layer.
///
/// Declared once here because every context resolves images the same way; adapters implement it.
public protocol ImagesConfigurationProviding: Sendable {
    /// The image base URL and size lists to resolve raw image paths with.
    func imagesConfiguration() async throws(DataAccessError) -> ImagesConfiguration
}
