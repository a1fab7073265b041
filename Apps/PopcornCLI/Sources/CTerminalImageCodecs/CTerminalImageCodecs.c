// A shim over libturbojpeg and libpng loaded with dlopen on first use: the few functions, constants
// and the one structure it needs are declared here from the libraries' stable ABIs (turbojpeg.h of
// TurboJPEG 2.x, png.h of libpng 1.6), so building needs no -dev packages and the binary neither
// library until a poster is decoded.
#include "CTerminalImageCodecs.h"

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(unsigned long) >= sizeof(size_t), "TurboJPEG takes sizes as unsigned long");

// From turbojpeg.h.
enum {
    // Stops after 500 scans: a progressive JPEG crafted with thousands would take minutes.
    TJFLAG_LIMITSCANS = 32768,
    TJPF_RGBA = 7,
    TJPF_CMYK = 11,
    TJCS_RGB = 0,
    TJCS_YCbCr = 1,
    TJCS_GRAY = 2,
    TJCS_CMYK = 3,
    TJCS_YCCK = 4,
};

// From png.h: the "simplified API" image, read from memory in two calls.
typedef struct {
    void *opaque;
    uint32_t version;
    uint32_t width;
    uint32_t height;
    uint32_t format;
    uint32_t flags;
    uint32_t colormap_entries;
    uint32_t warning_or_error;
    char message[64];
} PNGImage;

enum {
    PNG_IMAGE_VERSION = 1,
    PNG_FORMAT_RGBA = 3,
    PNG_IMAGE_FLAG_16BIT_sRGB = 0x04,
};

typedef struct {
    void *(*init_decompress)(void);
    int (*decompress_header)(void *, const unsigned char *, unsigned long, int *, int *, int *, int *);
    int (*decompress)(void *, const unsigned char *, unsigned long, unsigned char *, int, int, int, int, int);
    char *(*error_text)(void *);
    int (*destroy)(void *);
} TurboJPEG;

typedef struct {
    int (*begin_read_from_memory)(PNGImage *, const void *, size_t);
    int (*finish_read)(PNGImage *, const void *, void *, int32_t, void *);
    void (*free)(PNGImage *);
} SimplifiedPNG;

typedef enum { KIND_JPEG, KIND_PNG } Kind;

/// One library as loaded under one name: kept for the life of the process, never changed once in
/// the list.
typedef struct Loaded {
    struct Loaded *next;
    Kind kind;
    char *name;  // NULL for the usual names.
    int ready;  // 1 once every function was found.
    char error[200];
    union {
        TurboJPEG jpeg;
        SimplifiedPNG png;
    } api;
} Loaded;

static pthread_mutex_t loaded_lock = PTHREAD_MUTEX_INITIALIZER;
static Loaded *loaded_list = NULL;

static const char *label(Kind kind) {
    return kind == KIND_JPEG ? "libturbojpeg" : "libpng";
}

/// Opens `name`, or the first of the kind's usual names that opens; NULL with `loaded->error` set
/// (to the first name's reason, the usual one) if none does.
static void *open_library(Loaded *loaded) {
#ifdef __APPLE__
    static const char *const jpeg_names[] = {
        "libturbojpeg.0.dylib", "/opt/homebrew/opt/jpeg-turbo/lib/libturbojpeg.0.dylib",
        "/usr/local/opt/jpeg-turbo/lib/libturbojpeg.0.dylib"};
    static const char *const png_names[] = {
        "libpng16.16.dylib", "/opt/homebrew/opt/libpng/lib/libpng16.16.dylib",
        "/usr/local/opt/libpng/lib/libpng16.16.dylib"};
#else
    static const char *const jpeg_names[] = {"libturbojpeg.so.0", "libturbojpeg.so"};
    static const char *const png_names[] = {"libpng16.so.16", "libpng16.so"};
#endif
    const char *const *names = loaded->kind == KIND_JPEG ? jpeg_names : png_names;
    size_t count = loaded->kind == KIND_JPEG ? sizeof(jpeg_names) / sizeof(jpeg_names[0])
                                             : sizeof(png_names) / sizeof(png_names[0]);
    const char *only[] = {loaded->name};
    if (loaded->name != NULL) {
        names = only;
        count = 1;
    }
    char first_error[160] = {0};
    for (size_t index = 0; index < count; index++) {
        void *library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        if (library != NULL) {
            return library;
        }
        const char *error = dlerror();
        if (first_error[0] == 0) {
            snprintf(first_error, sizeof(first_error), "%s", error != NULL ? error : names[index]);
        }
    }
    snprintf(loaded->error, sizeof(loaded->error), "%s could not be loaded (%s)", label(loaded->kind), first_error);
    return NULL;
}

/// Stores the address of `symbol` in the function pointer at `field`; 0, with the error set, if the
/// library lacks it.
static int find(Loaded *loaded, void *library, const char *symbol, void *field) {
    void *address = dlsym(library, symbol);
    if (address == NULL) {
        snprintf(loaded->error, sizeof(loaded->error), "%s lacks %s", label(loaded->kind), symbol);
        return 0;
    }
    memcpy(field, &address, sizeof(address));  // A data pointer into a function pointer, as POSIX allows.
    return 1;
}

static void load(Loaded *loaded) {
    void *library = open_library(loaded);
    if (library == NULL) {
        return;
    }
    if (loaded->kind == KIND_JPEG) {
        TurboJPEG *api = &loaded->api.jpeg;
        loaded->ready = find(loaded, library, "tjInitDecompress", &api->init_decompress)
            && find(loaded, library, "tjDecompressHeader3", &api->decompress_header)
            && find(loaded, library, "tjDecompress2", &api->decompress)
            && find(loaded, library, "tjGetErrorStr2", &api->error_text)
            && find(loaded, library, "tjDestroy", &api->destroy);
    } else {
        SimplifiedPNG *api = &loaded->api.png;
        loaded->ready = find(loaded, library, "png_image_begin_read_from_memory", &api->begin_read_from_memory)
            && find(loaded, library, "png_image_finish_read", &api->finish_read)
            && find(loaded, library, "png_image_free", &api->free);
    }
    // Kept open even when a function is missing: closing a library is never worth the risk.
}

static int same_name(const char *left, const char *right) {
    return (left == NULL || right == NULL) ? left == right : strcmp(left, right) == 0;
}

/// The library of `kind` under `name`, loaded by the first caller to ask (a failure is kept too, so
/// a missing library costs one dlopen); NULL only when there is no memory for the record.
static Loaded *library_for(Kind kind, const char *name) {
    pthread_mutex_lock(&loaded_lock);
    Loaded *loaded = loaded_list;
    while (loaded != NULL && !(loaded->kind == kind && same_name(loaded->name, name))) {
        loaded = loaded->next;
    }
    if (loaded == NULL) {
        loaded = calloc(1, sizeof(Loaded));
        char *copy = name != NULL ? strdup(name) : NULL;
        if (loaded != NULL && (name == NULL || copy != NULL)) {
            loaded->kind = kind;
            loaded->name = copy;
            load(loaded);
            loaded->next = loaded_list;
            loaded_list = loaded;
        } else {
            free(loaded);
            free(copy);
            loaded = NULL;
        }
    }
    pthread_mutex_unlock(&loaded_lock);
    return loaded;
}

static void fail(PopcornDecodedImage *result, int code, const char *format, ...) {
    result->code = code;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(result->message, sizeof(result->message), format, arguments);
    va_end(arguments);
}

/// The loaded library, or NULL with the result set to say why not.
static Loaded *ready_library(Kind kind, const char *name, PopcornDecodedImage *result) {
    Loaded *loaded = library_for(kind, name);
    if (loaded == NULL) {
        fail(result, POPCORN_IMAGE_NOT_LOADED, "%s could not be loaded (out of memory)", label(kind));
        return NULL;
    }
    if (!loaded->ready) {
        fail(result, POPCORN_IMAGE_NOT_LOADED, "%s", loaded->error);
        return NULL;
    }
    return loaded;
}

/// A buffer for `width` × `height` RGBA pixels, or NULL with the result set to say why not: more
/// pixels than `maximum_pixels` (checked before anything is decoded), more bytes than a size_t or a
/// row than an int holds, or no memory.
// The longest side decoded, in pixels: TMDb's originals are at most a few thousand.
enum { MAXIMUM_SIDE = 8192 };

static unsigned char *allocate(long long width, long long height, long maximum_pixels, PopcornDecodedImage *result) {
    if (width <= 0 || height <= 0) {
        fail(result, POPCORN_IMAGE_CORRUPT, "the header gives %lldx%lld pixels", width, height);
        return NULL;
    }
    // A sliver (2×8,000,000) is within the pixels allowed but not a picture anyone draws, and
    // scaling it would cost far more than its pixels.
    if (width > MAXIMUM_SIDE || height > MAXIMUM_SIDE) {
        fail(result, POPCORN_IMAGE_TOO_LARGE, "%lldx%lld pixels, a side longer than the %d allowed", width, height,
             MAXIMUM_SIDE);
        return NULL;
    }
    // Both sides are at most 2^31 - 1 (an int, or a PNG's 31 bits), so the product fits 64 bits.
    unsigned long long count = (unsigned long long)width * (unsigned long long)height;
    if (maximum_pixels < 0 || count > (unsigned long long)maximum_pixels) {
        fail(result, POPCORN_IMAGE_TOO_LARGE, "%lldx%lld pixels, more than the %ld allowed", width, height,
             maximum_pixels);
        return NULL;
    }
    if (count > SIZE_MAX / 4 || width > INT_MAX / 4) {
        fail(result, POPCORN_IMAGE_TOO_LARGE, "%lldx%lld pixels do not fit in memory", width, height);
        return NULL;
    }
    unsigned char *pixels = malloc((size_t)count * 4);
    if (pixels == NULL) {
        fail(result, POPCORN_IMAGE_CORRUPT, "no memory for %lldx%lld pixels", width, height);
    }
    return pixels;
}

/// CMYK as Adobe writes it (inverted: 255 is no ink) into RGB over the same four bytes, as
/// libjpeg-turbo's own tools convert it; no colour management, which a poster in a terminal does
/// without.
static void cmyk_to_rgba(unsigned char *pixels, size_t count) {
    for (size_t index = 0; index < count; index++) {
        unsigned char *pixel = pixels + index * 4;
        unsigned int black = pixel[3];
        for (int channel = 0; channel < 3; channel++) {
            pixel[channel] = (unsigned char)((pixel[channel] * black + 127) / 255);
        }
        pixel[3] = 255;
    }
}

// What both decoders do first: an empty result, no bytes refused, the library loaded (NULL, with
// `result` saying why, when it is not there).
static Loaded *start(Kind kind, size_t size, const char *library_name, PopcornDecodedImage *result) {
    memset(result, 0, sizeof(*result));
    if (size == 0) {
        fail(result, POPCORN_IMAGE_CORRUPT, "no bytes");
        return NULL;
    }
    return ready_library(kind, library_name, result);
}

void popcorn_image_decode_jpeg(
    const unsigned char *data, size_t size, long maximum_pixels, const char *library_name,
    PopcornDecodedImage *result) {
    Loaded *loaded = start(KIND_JPEG, size, library_name, result);
    if (loaded == NULL) {
        return;
    }
    const TurboJPEG *jpeg = &loaded->api.jpeg;
    void *handle = jpeg->init_decompress();
    if (handle == NULL) {
        fail(result, POPCORN_IMAGE_CORRUPT, "libturbojpeg could not start: %s", jpeg->error_text(NULL));
        return;
    }
    int width = 0, height = 0, subsampling = 0, colourspace = 0;
    if (jpeg->decompress_header(handle, data, size, &width, &height, &subsampling, &colourspace) != 0) {
        fail(result, POPCORN_IMAGE_CORRUPT, "%s", jpeg->error_text(handle));
        jpeg->destroy(handle);
        return;
    }
    result->width = width;
    result->height = height;
    int format;
    switch (colourspace) {
    case TJCS_RGB:
    case TJCS_YCbCr:
    case TJCS_GRAY:
        format = TJPF_RGBA;
        break;
    case TJCS_CMYK:
    case TJCS_YCCK:
        format = TJPF_CMYK;  // libjpeg turns these into CMYK only; RGB is done below.
        break;
    default:
        fail(result, POPCORN_IMAGE_UNSUPPORTED, "a JPEG in colourspace %d, which libturbojpeg cannot make RGB",
             colourspace);
        jpeg->destroy(handle);
        return;
    }
    unsigned char *pixels = allocate(width, height, maximum_pixels, result);
    if (pixels == NULL) {
        jpeg->destroy(handle);
        return;
    }
    // Any -1 fails, a warning's too: libjpeg only warns of a file cut short, and fills the rest grey.
    if (jpeg->decompress(handle, data, size, pixels, width, width * 4, height, format, TJFLAG_LIMITSCANS) != 0) {
        fail(result, POPCORN_IMAGE_CORRUPT, "%s", jpeg->error_text(handle));
        free(pixels);
        jpeg->destroy(handle);
        return;
    }
    jpeg->destroy(handle);
    if (format == TJPF_CMYK) {
        cmyk_to_rgba(pixels, (size_t)width * (size_t)height);
    }
    result->pixels = pixels;
}

void popcorn_image_decode_png(
    const unsigned char *data, size_t size, long maximum_pixels, const char *library_name,
    PopcornDecodedImage *result) {
    Loaded *loaded = start(KIND_PNG, size, library_name, result);
    if (loaded == NULL) {
        return;
    }
    const SimplifiedPNG *png = &loaded->api.png;
    PNGImage image;
    memset(&image, 0, sizeof(image));
    image.version = PNG_IMAGE_VERSION;
    if (!png->begin_read_from_memory(&image, data, size)) {
        fail(result, POPCORN_IMAGE_CORRUPT, "%.64s", image.message);
        png->free(&image);
        return;
    }
    if (image.width > INT_MAX || image.height > INT_MAX) {
        fail(result, POPCORN_IMAGE_CORRUPT, "the header gives %ux%u pixels", image.width, image.height);
        png->free(&image);
        return;
    }
    result->width = (int)image.width;
    result->height = (int)image.height;
    unsigned char *pixels = allocate(image.width, image.height, maximum_pixels, result);
    if (pixels == NULL) {
        png->free(&image);
        return;
    }
    image.format = PNG_FORMAT_RGBA;
    // A 16-bit PNG without gAMA or sRGB is sRGB like every other picture, not linear light (which
    // libpng assumes otherwise, and which came out washed out).
    image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
    // Row stride 0: rows packed, width * 4 bytes each. No background: alpha is kept, not composed.
    if (!png->finish_read(&image, NULL, pixels, 0, NULL)) {
        fail(result, POPCORN_IMAGE_CORRUPT, "%.64s", image.message);
        free(pixels);
        png->free(&image);
        return;
    }
    png->free(&image);  // finish_read has freed it already; a second free does nothing.
    result->pixels = pixels;
}

void popcorn_image_free(PopcornDecodedImage *result) {
    free(result->pixels);
    result->pixels = NULL;
}
