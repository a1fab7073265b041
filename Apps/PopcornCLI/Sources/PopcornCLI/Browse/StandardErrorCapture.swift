import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps warnings (a stale cache, an unwritable history) from scribbling over the full-screen
/// browser: while it runs, standard error, when it is the same terminal, goes to a temporary
/// file, which is written out on standard error once the screen is gone. Standard error sent to
/// a file or a pipe is left alone, so `2>log` still collects them as they come.
struct StandardErrorCapture {
    private let saved: Int32?
    private let path: String?

    /// Starts capturing, if standard error is a terminal and a temporary file can be made.
    static func startIfTerminal() -> StandardErrorCapture {
        guard isatty(2) == 1 else {
            return StandardErrorCapture(saved: nil, path: nil)
        }
        var template = Array((NSTemporaryDirectory() + "popcorn-browse-stderr.XXXXXX").utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        let saved = dup(2)
        guard file >= 0, saved >= 0 else {
            return StandardErrorCapture(saved: nil, path: nil)
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        dup2(file, 2)
        close(file)
        return StandardErrorCapture(saved: saved, path: path)
    }

    /// Puts standard error back and writes out what was said on it meanwhile.
    func finish() {
        guard let saved, let path else {
            return
        }
        dup2(saved, 2)
        close(saved)
        if let said = FileManager.default.contents(atPath: path), !said.isEmpty {
            _ = said.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
        unlink(path)
    }
}
