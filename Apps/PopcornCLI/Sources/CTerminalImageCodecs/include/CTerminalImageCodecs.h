#ifndef CTERMINAL_IMAGE_CODECS_H
#define CTERMINAL_IMAGE_CODECS_H

#include <stddef.h>

/// One picture decoded by libturbojpeg or libpng. When `code` is POPCORN_IMAGE_OK, `pixels` holds
/// `width * height * 4` bytes of 8-bit RGBA (alpha straight, rows top to bottom), allocated with
/// malloc; otherwise `pixels` is NULL and `message` says why. `width` and `height` are the header's
/// once it was read (so a POPCORN_IMAGE_TOO_LARGE result says how large), else 0.
typedef struct {
    int code;
    int width;
    int height;
    unsigned char *_Nullable pixels;
    char message[256];
} PopcornDecodedImage;

/// `code` when the picture was decoded.
#define POPCORN_IMAGE_OK 0

/// `code` when the library could not be loaded (or lacks a function this shim needs): `message`
/// names the library and gives dlerror's reason.
#define POPCORN_IMAGE_NOT_LOADED 1

/// `code` when the header's `width` × `height` is more than `maximum_pixels`: nothing was decoded
/// or allocated.
#define POPCORN_IMAGE_TOO_LARGE 2

/// `code` when the library refused the bytes (a truncated file, a bad checksum), or, rarely, could
/// not start or find memory: `message` is the library's text.
#define POPCORN_IMAGE_CORRUPT 3

/// `code` when the bytes are a well-formed picture of a kind this shim cannot turn into RGB.
#define POPCORN_IMAGE_UNSUPPORTED 4

/// Decodes the `size` bytes of a JPEG at `data` through libturbojpeg, loaded on first use (the
/// program does not link it, so a command that draws no poster never loads it). `library_name` NULL
/// loads the usual soname (libturbojpeg.so.0); another name loads that library instead, for a test
/// of a missing one. Each name is loaded once and kept; safe from any thread. Grey, YCbCr, RGB and
/// CMYK JPEGs all come out RGBA. A JPEG libjpeg only warns about (one cut short) fails as corrupt.
/// Free the result with popcorn_image_free.
void popcorn_image_decode_jpeg(
    const unsigned char *_Nonnull data,
    size_t size,
    long maximum_pixels,
    const char *_Nullable library_name,
    PopcornDecodedImage *_Nonnull result);

/// Decodes the `size` bytes of a PNG at `data` through libpng's simplified API, loaded on first use
/// as popcorn_image_decode_jpeg loads libturbojpeg (usual soname libpng16.so.16). Every colour type
/// and bit depth comes out 8-bit RGBA. Free the result with popcorn_image_free.
void popcorn_image_decode_png(
    const unsigned char *_Nonnull data,
    size_t size,
    long maximum_pixels,
    const char *_Nullable library_name,
    PopcornDecodedImage *_Nonnull result);

/// Frees the pixels of a result (if any) and sets them to NULL, so a second call does nothing.
void popcorn_image_free(PopcornDecodedImage *_Nonnull result);

#endif
