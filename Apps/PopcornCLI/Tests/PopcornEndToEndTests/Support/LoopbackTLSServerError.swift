/// Why a ``LoopbackTLSServer`` could not start.
struct LoopbackTLSServerError: Error, CustomStringConvertible {
    let reason: String

    var description: String {
        reason
    }
}
