import CLibPNG
import Foundation

extension HitLintVersion {
    /// The versions of the C libraries in use, as they report themselves at run time: libpng and
    /// zlib (linked), and libyaml (inside Yams). Storyboards and XIBs are read by hitlint's own
    /// `StrictXMLReader`, so no XML library is in use.
    public static var libraries: [(name: String, version: String)] {
        [
            ("libpng", String(cString: png_get_libpng_ver(nil))),
            ("zlib", String(cString: zlibVersion())),
            ("libyaml", "bundled in Yams"),
        ]
    }
}
