import Foundation
import HitLintCore

/// Masks already computed in this run, keyed by everything they depend on: the classes of both
/// axes (their run lengths and keys), the images and layer settings, and the rule. Equal keys
/// give equal masks, so a hit is exact. Shared by the screens linted in parallel.
package final class MaskCache: Sendable {
    package struct Key: Hashable, Sendable {
        package let columnRuns: [Int]
        package let columnKeys: [Int32]
        package let rowRuns: [Int]
        package let rowKeys: [Int32]
        /// Per layer: image and background files, fill and opacity.
        package let layers: [String]
        package let rule: String
        /// The axes' fingerprints: hashing them stands for hashing the run and key arrays.
        package let fingerprints: (UInt64, UInt64)

        package static func == (a: Key, b: Key) -> Bool {
            a.fingerprints == b.fingerprints && a.layers == b.layers && a.rule == b.rule
                && sameBytes(a.columnRuns, b.columnRuns)
                && sameBytes(a.rowRuns, b.rowRuns) && sameBytes(a.columnKeys, b.columnKeys)
                && sameBytes(a.rowKeys, b.rowKeys)
        }

        /// Arrays of plain integers compared as memory (a hit compares thousands of entries).
        private static func sameBytes<T: FixedWidthInteger>(_ a: [T], _ b: [T]) -> Bool {
            a.count == b.count
                && a.withUnsafeBytes { x in
                    b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
                }
        }

        /// The fingerprints alone: keys that differ only in layers or rule share a bucket, and `==` tells them apart.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(fingerprints.0)
            hasher.combine(fingerprints.1)
        }
    }

    private let entries = Locked<(masks: [Key: LocalMask], bytes: Int, hits: Int)>(([:], 0, 0))
    /// Memory the cache may hold; past it, new masks are not kept.
    package let budgetBytes: Int

    package init(budgetBytes: Int = 256 * 1024 * 1024) { self.budgetBytes = budgetBytes }

    package static func key(columns: AxisClasses, rows: AxisClasses, layers: [AlphaLayer], rule: TableRule) -> Key {
        let layerKeys = layers.map { layer in
            "\(layer.image?.reference.url.path ?? "-")|\(layer.background?.reference.url.path ?? "-")|\(layer.fill.bitPattern)|\(layer.opacity.bitPattern)"
        }
        let ruleKey: String
        switch rule {
        case .pointInside(let rectangular, let compare, let threshold):
            ruleKey = "p\(rectangular)\(compare.rawValue)\(threshold.bitPattern)"
        case .visible(let threshold): ruleKey = "v\(threshold.bitPattern)"
        }
        return Key(
            columnRuns: columns.counts, columnKeys: columns.keys, rowRuns: rows.counts, rowKeys: rows.keys,
            layers: layerKeys,
            rule: ruleKey,
            fingerprints: (columns.fingerprint, rows.fingerprint))
    }

    /// Lookups answered from the cache, and masks built.
    package var hits: Int { entries.withLock { $0.hits } }
    package var built: Int { entries.withLock { $0.masks.count } }

    package func mask(for key: Key, build: () -> LocalMask?) -> LocalMask? {
        if let hit = entries.withLock({ state -> LocalMask? in
            let hit = state.masks[key]
            if hit != nil { state.hits += 1 }
            return hit
        }) {
            return hit
        }
        guard let mask = build() else { return nil }
        entries.withLock { state in
            let size = mask.bits.count * 8
            if state.bytes + size <= budgetBytes, state.masks[key] == nil {
                state.masks[key] = mask
                state.bytes += size
            }
        }
        return mask
    }
}
