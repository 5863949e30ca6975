import Foundation

/// The scale of an image file (SPEC 2.2): `imageScale` if given, else the `@2x` / `@3x`
/// suffix of the file name, else 1.
public enum ImageScale {
    public static func scale(of name: String, explicit: Double?) -> Double {
        if let explicit { return explicit }
        let stem = (URL(fileURLWithPath: name).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
