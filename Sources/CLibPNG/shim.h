#ifndef HITLINT_CLIBPNG_SHIM_H
#define HITLINT_CLIBPNG_SHIM_H

#include <png.h>
#include <zlib.h>

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
static const unsigned int HITLINT_PNG_FORMAT_FLAG_COLOR = PNG_FORMAT_FLAG_COLOR;
static const unsigned int HITLINT_PNG_IMAGE_FLAG_FAST = PNG_IMAGE_FLAG_FAST;

/* True when the simplified API's last call failed (PNG_IMAGE_FAILED). */
static inline int hitlint_png_image_failed(const png_image *image) {
    return (image->warning_or_error & 0x03) > 1;
}

/* Turns off the zlib Adler-32 check of the image data for a read begun with the simplified API
   (browsers do the same; every chunk's CRC is still checked). The simplified API keeps its
   png_struct behind image->opaque, a png_control (pngpriv.h) whose first member is that pointer. */
static inline void hitlint_png_skip_adler32(png_image *image) {
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    if (image->opaque != NULL) {
        png_structp png = *(png_structp *)(void *)image->opaque;
        if (png != NULL) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    }
#endif
}

/* zlib's inflate as the PNG fast path would use it, for InflaterTests to compare hitlint's own
   inflate with. inflateInit is a macro (it passes the header's version and the stream's size).
   The stream's Adler-32 is neither computed nor checked, as libpng is told
   (hitlint_png_skip_adler32): inflateValidate, zlib 1.2.9 and later (macOS and Debian ship
   1.2.11 or later). The header and the trailer's four bytes are still read. */
static inline int hitlint_inflate_init(z_stream *stream) {
    int status = inflateInit(stream);
#if ZLIB_VERNUM >= 0x1290
    if (status == Z_OK) inflateValidate(stream, 0);
#endif
    return status;
}

#endif
