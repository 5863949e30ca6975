import Foundation

extension String {
    /// Whether `needle` occurs in the string. An ASCII needle is compared byte for byte in UTF-8:
    /// Foundation's `contains` goes through `NSString` on Linux, converting to UTF-16 on every
    /// call, and took half of reading an app's code (docs/speed.md, "Searching code text"). Any
    /// other needle is searched as Foundation does, composed and decomposed accents alike.
    package func containsBytes(of needle: String) -> Bool {
        guard needle.utf8.allSatisfy({ $0 < 0x80 }) else { return contains(needle) }
        var text = self
        var needle = needle
        return text.withUTF8 { hay in
            needle.withUTF8 { pin in
                guard let first = pin.first else { return true }
                guard pin.count <= hay.count else { return false }
                var start = 0
                let last = hay.count - pin.count
                while start <= last {
                    if hay[start] == first {
                        var matched = 1
                        while matched < pin.count && hay[start + matched] == pin[matched] { matched += 1 }
                        if matched == pin.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
