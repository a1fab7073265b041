import CTMDbCurl

/// The shim's cancel flag: raised by the task that is cancelled, read by libcurl's thread, which
/// then stops the transfer.
final class CurlCancelFlag: @unchecked Sendable {
    // Safe to share: the shim reads and writes the flag atomically, and frees it only in deinit.
    let pointer = tmdb_curl_cancel_flag_create()

    func raise() {
        tmdb_curl_cancel_flag_raise(pointer)
    }

    deinit {
        tmdb_curl_cancel_flag_destroy(pointer)
    }
}
