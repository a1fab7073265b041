// A shim over libcurl loaded with dlopen on first use: the few functions and option numbers it
// needs are declared here from libcurl's stable ABI (curl/curl.h), so building needs no libcurl
// headers and the binary no libcurl until a request is made.
#include "CTMDbCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
struct curl_slist;

enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_CUSTOMREQUEST = 10036,
    OPT_POSTFIELDSIZE_LARGE = 30120,
    OPT_COPYPOSTFIELDS = 10165,
    OPT_HTTPGET = 80,
    OPT_POST = 47,
    OPT_ERRORBUFFER = 10010,
    OPT_CAINFO = 10065,
    OPT_CAPATH = 10097,
    OPT_PROTOCOLS = 181,
    OPT_REDIR_PROTOCOLS = 182,
    PROTOCOL_HTTP = 1,  // CURLPROTO_HTTP
    PROTOCOL_HTTPS = 2,  // CURLPROTO_HTTPS
    OPT_WRITEFUNCTION = 20011,
    OPT_USERAGENT = 10018,
    OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029,
    OPT_NOPROGRESS = 43,
    OPT_FOLLOWLOCATION = 52,
    OPT_XFERINFODATA = 10057,
    OPT_MAXREDIRS = 68,
    OPT_HEADERFUNCTION = 20079,
    OPT_NOSIGNAL = 99,
    OPT_ACCEPT_ENCODING = 10102,
    OPT_TIMEOUT_MS = 155,
    OPT_XFERINFOFUNCTION = 20219,
    INFO_RESPONSE_CODE = 0x200000 + 2,
    GLOBAL_DEFAULT = 3,
    CURLE_OK = 0,
    CURLE_WRITE_ERROR = 23,
    ERROR_SIZE = 256,  // CURL_ERROR_SIZE
};

/// The most of an answer kept: TMDb's largest (a person's combined credits) is a few megabytes.
static const size_t maximum_size = 64u * 1024u * 1024u;

static struct {
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_reset)(CURL *);
    void (*easy_cleanup)(CURL *);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    int code;  // 0 once loaded and started, else TMDB_CURL_NOT_LOADED or TMDB_CURL_NOT_STARTED
    char error[200];
} curl = {.code = TMDB_CURL_NOT_LOADED};

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
#ifdef __APPLE__
    static const char *const names[] = {"libcurl.4.dylib", "/usr/lib/libcurl.4.dylib"};
#else
    static const char *const names[] = {"libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4"};
#endif
    void *library = NULL;
    char first_error[160] = {0};
    for (size_t index = 0; index < sizeof(names) / sizeof(names[0]) && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        const char *error = library == NULL ? dlerror() : NULL;
        if (error != NULL && first_error[0] == 0) {
            snprintf(first_error, sizeof(first_error), "%s", error);  // The usual name's reason.
        }
    }
    if (library == NULL) {
        snprintf(curl.error, sizeof(curl.error), "libcurl could not be loaded (%s)", first_error);
        return;
    }
#define LOAD(field, symbol)                                                                          \
    if ((*(void **)&curl.field = dlsym(library, symbol)) == NULL) {                                  \
        snprintf(curl.error, sizeof(curl.error), "libcurl lacks %s", symbol);                        \
        return;                                                                                      \
    }
    LOAD(global_init, "curl_global_init")
    LOAD(easy_init, "curl_easy_init")
    LOAD(easy_reset, "curl_easy_reset")
    LOAD(easy_cleanup, "curl_easy_cleanup")
    LOAD(easy_setopt, "curl_easy_setopt")
    LOAD(easy_perform, "curl_easy_perform")
    LOAD(easy_getinfo, "curl_easy_getinfo")
    LOAD(slist_append, "curl_slist_append")
    LOAD(slist_free_all, "curl_slist_free_all")
#undef LOAD
    if (curl.global_init(GLOBAL_DEFAULT) != CURLE_OK) {
        curl.code = TMDB_CURL_NOT_STARTED;
        snprintf(curl.error, sizeof(curl.error), "libcurl could not start");
        return;
    }
    curl.code = 0;
}

// Idle easy handles: each keeps its connections (and TLS sessions) open for the next request.
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static CURL *pool[8];
static size_t pool_count = 0;

static CURL *take_handle(void) {
    CURL *handle = NULL;
    pthread_mutex_lock(&pool_lock);
    if (pool_count > 0) {
        handle = pool[--pool_count];
    }
    pthread_mutex_unlock(&pool_lock);
    if (handle != NULL) {
        curl.easy_reset(handle);  // Options only: live connections stay.
        return handle;
    }
    return curl.easy_init();
}

static void give_back(CURL *handle) {
    pthread_mutex_lock(&pool_lock);
    if (pool_count < sizeof(pool) / sizeof(pool[0])) {
        pool[pool_count++] = handle;
        handle = NULL;
    }
    pthread_mutex_unlock(&pool_lock);
    if (handle != NULL) {
        curl.easy_cleanup(handle);  // More requests at once than the pool keeps.
    }
}

struct TMDbCurlCancelFlag {
    int raised;
};

TMDbCurlCancelFlag *tmdb_curl_cancel_flag_create(void) {
    TMDbCurlCancelFlag *flag = calloc(1, sizeof(TMDbCurlCancelFlag));
    if (flag == NULL) {
        abort();
    }
    return flag;
}

void tmdb_curl_cancel_flag_raise(TMDbCurlCancelFlag *flag) {
    __atomic_store_n(&flag->raised, 1, __ATOMIC_RELEASE);
}

void tmdb_curl_cancel_flag_destroy(TMDbCurlCancelFlag *flag) {
    free(flag);
}

typedef struct {
    unsigned char *bytes;
    size_t size;
    size_t capacity;
    int too_large;
} Buffer;

static size_t append(char *data, size_t size, size_t count, void *context) {
    Buffer *buffer = context;
    size_t length = size * count;
    if (buffer->size + length > maximum_size) {
        buffer->too_large = 1;
        return 0;
    }
    if (buffer->size + length > buffer->capacity) {
        // Doubling: a large answer arrives in many small pieces, and is copied a few times, not once per piece.
        size_t capacity = buffer->capacity < 4096 ? 4096 : buffer->capacity;
        while (capacity < buffer->size + length) {
            capacity *= 2;
        }
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) {
            return 0;
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->size, data, length);
    buffer->size += length;
    return length;
}

static int progress(void *context, long long total, long long now, long long upload_total, long long upload_now) {
    (void)total, (void)now, (void)upload_total, (void)upload_now;
    return __atomic_load_n(&((TMDbCurlCancelFlag *)context)->raised, __ATOMIC_ACQUIRE) ? 1 : 0;
}

void tmdb_curl_request(
    const char *method, const char *url, const char *const *headers, size_t header_count,
    const unsigned char *request_body, size_t body_size, const char *user_agent, const char *ca_file, long timeout_ms, TMDbCurlCancelFlag *cancel,
    TMDbCurlResult *result) {
    memset(result, 0, sizeof(*result));
    pthread_once(&load_once, load);
    if (curl.code != 0) {
        result->code = curl.code;
        snprintf(result->message, sizeof(result->message), "%s", curl.error);
        return;
    }
    CURL *handle = take_handle();
    if (handle == NULL) {
        result->code = TMDB_CURL_NOT_STARTED;
        snprintf(result->message, sizeof(result->message), "libcurl could not start a request");
        return;
    }
    struct curl_slist *list = NULL;
    for (size_t index = 0; index < header_count; index++) {
        list = curl.slist_append(list, headers[index]);
    }
    Buffer body = {0}, head = {0};
    char error[ERROR_SIZE] = {0};
    curl.easy_setopt(handle, OPT_URL, url);
    int is_get = strcmp(method, "GET") == 0;
    if (request_body != NULL) {
        // Copied by libcurl (a POST from here on; DELETE below keeps the body).
        curl.easy_setopt(handle, OPT_POSTFIELDSIZE_LARGE, (long long)body_size);
        curl.easy_setopt(handle, OPT_COPYPOSTFIELDS, (const char *)request_body);
    } else if (strcmp(method, "POST") == 0) {
        curl.easy_setopt(handle, OPT_POST, 1L);  // An empty POST, not a GET.
        curl.easy_setopt(handle, OPT_POSTFIELDSIZE_LARGE, (long long)0);
    } else {
        curl.easy_setopt(handle, OPT_HTTPGET, 1L);
    }
    if (!is_get && strcmp(method, "POST") != 0) {
        curl.easy_setopt(handle, OPT_CUSTOMREQUEST, method);  // DELETE, with or without a body.
    }
    curl.easy_setopt(handle, OPT_HTTPHEADER, list);
    curl.easy_setopt(handle, OPT_USERAGENT, user_agent);
    curl.easy_setopt(handle, OPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    // Redirects for reads only: libcurl would turn a redirected POST into a GET, whose 2xx would
    // read as the change made.
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, is_get ? 1L : 0L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 10L);
    // HTTP and HTTPS only, for the request and for any redirect (no file://, no ftp://).
    curl.easy_setopt(handle, OPT_PROTOCOLS, (long)(PROTOCOL_HTTP | PROTOCOL_HTTPS));
    curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS, (long)(PROTOCOL_HTTP | PROTOCOL_HTTPS));
    curl.easy_setopt(handle, OPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, OPT_ERRORBUFFER, error);
    if (ca_file != NULL) {
        // Instead of the system's authorities, not beside them: no directory of more to trust.
        curl.easy_setopt(handle, OPT_CAINFO, ca_file);
        curl.easy_setopt(handle, OPT_CAPATH, (const char *)NULL);
    }
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, append);
    curl.easy_setopt(handle, OPT_WRITEDATA, &body);
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, append);
    curl.easy_setopt(handle, OPT_HEADERDATA, &head);
    curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, progress);
    curl.easy_setopt(handle, OPT_XFERINFODATA, cancel);

    int code = curl.easy_perform(handle);
    long status = 0;
    curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &status);
    // The handle must not point at this frame's buffers or list once it is pooled.
    curl.easy_setopt(handle, OPT_ERRORBUFFER, NULL);
    curl.easy_setopt(handle, OPT_HTTPHEADER, NULL);
    curl.easy_setopt(handle, OPT_CUSTOMREQUEST, (const char *)NULL);
    curl.slist_free_all(list);
    give_back(handle);

    result->code = (code == CURLE_WRITE_ERROR && (body.too_large || head.too_large)) ? TMDB_CURL_TOO_LARGE : code;
    result->status = status;
    result->body = body.bytes;
    result->body_size = body.size;
    result->head = head.bytes;
    result->head_size = head.size;
    snprintf(result->message, sizeof(result->message), "%s", error);
}

void tmdb_curl_result_free(TMDbCurlResult *result) {
    free(result->body);
    free(result->head);
    result->body = NULL;
    result->head = NULL;
}
