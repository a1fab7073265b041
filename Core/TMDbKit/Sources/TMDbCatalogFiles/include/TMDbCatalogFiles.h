#ifndef TMDB_CATALOG_FILES_H
#define TMDB_CATALOG_FILES_H

#include <stddef.h>

/// One file of the offline catalog, compiled into the binary: its path under `Catalog/`
/// (`movies/550.json`) and its bytes, which live as long as the program.
typedef struct {
    const char *_Nonnull path;
    const unsigned char *_Nonnull bytes;
    size_t size;
} TMDbCatalogFile;

/// Every file of the offline catalog, sorted by path; `count` receives how many there are.
const TMDbCatalogFile *_Nonnull tmdb_catalog_files(size_t *_Nonnull count);

#endif
