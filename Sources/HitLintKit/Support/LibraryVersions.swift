import CLibPNG
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension HitLintVersion {
    /// The versions of the C libraries in use, as they report themselves at run time: libpng and
    /// zlib (linked), libxml2 (under Foundation's XMLParser, found by its exported version
    /// string), and libyaml (inside Yams).
    public static var libraries: [(name: String, version: String)] {
        var found: [(String, String)] = [
            ("libpng", String(cString: png_get_libpng_ver(nil))),
            ("zlib", String(cString: zlibVersion())),
        ]
        // libxml2 exports `const char *const xmlParserVersion`; it is there once XMLParser is loaded.
        _ = XMLParser(data: Data())
        if let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "xmlParserVersion") {
            let version = symbol.assumingMemoryBound(to: UnsafePointer<CChar>?.self).pointee.map { String(cString: $0) }
            found.append(("libxml2", version.map(libxml2Version) ?? "unknown"))
        } else {
            found.append(("libxml2", "not loaded"))
        }
        found.append(("libyaml", "bundled in Yams"))
        return found
    }

    /// libxml2's "21014" as "2.10.14".
    static func libxml2Version(_ code: String) -> String {
        guard let number = Int(code), number >= 10000 else { return code }
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }
}
