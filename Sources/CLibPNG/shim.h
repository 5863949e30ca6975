#ifndef HITLINT_CLIBPNG_SHIM_H
#define HITLINT_CLIBPNG_SHIM_H

#include <png.h>

/* Macros of png.h that are expressions and so do not import into Swift. */
static const unsigned int HITLINT_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const unsigned int HITLINT_PNG_FORMAT_GRAY = PNG_FORMAT_GRAY;
static const unsigned int HITLINT_PNG_FORMAT_GA = PNG_FORMAT_GA;
static const unsigned int HITLINT_PNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const unsigned int HITLINT_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const unsigned int HITLINT_PNG_FORMAT_LINEAR_RGB_ALPHA = PNG_FORMAT_LINEAR_RGB_ALPHA;
static const unsigned int HITLINT_PNG_FORMAT_RGBA_COLORMAP = PNG_FORMAT_RGBA_COLORMAP;
static const unsigned int HITLINT_PNG_FORMAT_FLAG_COLORMAP = PNG_FORMAT_FLAG_COLORMAP;
static const unsigned int HITLINT_PNG_FORMAT_FLAG_ALPHA = PNG_FORMAT_FLAG_ALPHA;
static const unsigned int HITLINT_PNG_FORMAT_FLAG_LINEAR = PNG_FORMAT_FLAG_LINEAR;

/* True when the simplified API's last call failed (PNG_IMAGE_FAILED). */
static inline int hitlint_png_image_failed(const png_image *image) {
    return (image->warning_or_error & 0x03) > 1;
}

#endif
