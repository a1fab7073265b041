#ifndef CTMDB_CURL_H
#define CTMDB_CURL_H

#include <stddef.h>

/// What one request through libcurl brought back. `code` is libcurl's CURLcode (0 for an answer of
/// any status), or one of the TMDB_CURL_ codes below, with `message` saying why.
typedef struct {
    int code;
    long status;
    unsigned char *_Nullable body;
    size_t body_size;
    /// The raw header lines of every response received (redirects included), as the server sent them.
    unsigned char *_Nullable head;
    size_t head_size;
    char message[256];
} TMDbCurlResult;

/// `code` when libcurl is not on this machine (or lacks a function this shim needs).
#define TMDB_CURL_NOT_LOADED (-1)

/// `code` when libcurl loaded but could not start (curl_global_init or curl_easy_init failed).
#define TMDB_CURL_NOT_STARTED (-3)

/// `code` when the answer grew past the most this shim keeps (CURLE_WRITE_ERROR's cause).
#define TMDB_CURL_TOO_LARGE (-2)

/// A flag another thread raises to stop a transfer in flight.
typedef struct TMDbCurlCancelFlag TMDbCurlCancelFlag;

TMDbCurlCancelFlag *_Nonnull tmdb_curl_cancel_flag_create(void);
void tmdb_curl_cancel_flag_raise(TMDbCurlCancelFlag *_Nonnull flag);
void tmdb_curl_cancel_flag_destroy(TMDbCurlCancelFlag *_Nonnull flag);

/// Loads libcurl on first use (the program does not link it, so commands that never reach the
/// network never load it and the thirty libraries it pulls in) and sends `method` (`GET`, `POST`,
/// `DELETE`) to `url` with the header lines given and, when `request_body` is not NULL, `body_size` bytes
/// of body, within `timeout_ms`, following redirects (a GET's only) and taking compressed answers, trusting
/// the certificate authorities in `ca_file` if given (else the system's), over HTTP or HTTPS only. Blocks the calling
/// thread. Connections are kept for later requests. Free the result with tmdb_curl_result_free.
void tmdb_curl_request(
    const char *_Nonnull method,
    const char *_Nonnull url,
    const char *_Nullable const *_Nonnull headers,
    size_t header_count,
    const unsigned char *_Nullable request_body,
    size_t body_size,
    const char *_Nonnull user_agent,
    const char *_Nullable ca_file,
    long timeout_ms,
    TMDbCurlCancelFlag *_Nonnull cancel,
    TMDbCurlResult *_Nonnull result);

void tmdb_curl_result_free(TMDbCurlResult *_Nonnull result);

#endif
