/// The scale of an image file (docs/manifest.md, "Image scale"): `imageScale` if given, else the `@2x` / `@3x`
/// suffix of the file name, else 1.
package enum ImageScale {
    package static func scale(of name: String, explicit: Double?) -> Double {
        if let explicit { return explicit }
        // The last path component without its extension (a leading dot starts no extension).
        let component = name.split(separator: "/").last ?? Substring(name)
        var stem = component
        if let dot = component.lastIndex(of: "."), dot != component.startIndex { stem = component[..<dot] }
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
