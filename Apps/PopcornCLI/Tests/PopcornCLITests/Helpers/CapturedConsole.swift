import Foundation

@testable import PopcornCLI

#if canImport(Glibc)
    import Glibc
#endif

/// A ``Console`` whose two streams are temporary files, so tests can read what was written.
final class CapturedConsole {
    let console: Console
    private let outputURL: URL
    private let errorURL: URL
    private let descriptors: (Int32, Int32)

    init(secrets: [String] = []) {
        let directory = FileManager.default.temporaryDirectory
        outputURL = directory.appendingPathComponent("popcorn-out-\(UUID().uuidString)")
        errorURL = directory.appendingPathComponent("popcorn-err-\(UUID().uuidString)")
        let output = open(outputURL.path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        let errors = open(errorURL.path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        descriptors = (output, errors)
        console = Console(
            output: StandardStream(fileDescriptor: output),
            errors: StandardStream(fileDescriptor: errors),
            redactor: SecretRedactor(secrets: secrets)
        )
    }

    deinit {
        close(descriptors.0)
        close(descriptors.1)
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }

    /// Everything written to the output stream.
    var output: String {
        (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
    }

    /// Everything written to the error stream.
    var errors: String {
        (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
    }

    /// The error stream's lines.
    var errorLines: [String] {
        errors.split(separator: "\n").map(String.init)
    }
}
