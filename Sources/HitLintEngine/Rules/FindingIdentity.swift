import HitLintCore

/// What identifies a finding across runs, independent of line numbers: the manifest, screen,
/// view and rule, and what distinguishes two findings of one rule on one view (the view that
/// takes the taps, or the image). Baselines and SARIF fingerprints are built on it.
package struct FindingIdentity: Hashable, Sendable {
    package let manifest: String
    package let screen: String
    package let view: String
    package let rule: String
    package let detail: String

    package init(_ finding: Finding) {
        manifest = finding.location.file
        screen = finding.screen
        view = finding.view
        rule = finding.rule
        // The layouts it holds on are part of it; a run of the stored frames alone names none.
        detail =
            finding.devices.isEmpty
            ? finding.evidence.detail : finding.evidence.detail + "@" + finding.devices.joined(separator: ";")
    }

    /// A stable 64-bit FNV-1a hash of the identity, as 16 hex digits.
    package var fingerprint: String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in [manifest, screen, view, rule, detail] {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// What makes a rule's findings on several layouts of a screen one finding (`Rule.acrossLayoutsKey`).
package enum AcrossLayoutsKey: Hashable, Sendable {
    /// What identifies the finding (`FindingIdentity`) and where it lands.
    case identity(fingerprint: String, location: SourceLocation)
    /// A thing the rule reports other than a view, an image on a screen, whichever view it lands on.
    case image(rule: String, screen: String, name: String)
}

extension Finding {
    /// What identifies it and where it lands: its findings on several layouts are one finding
    /// by default (`Rule.acrossLayoutsKey`).
    package var identityAndPlace: AcrossLayoutsKey {
        .identity(fingerprint: FindingIdentity(self).fingerprint, location: location)
    }
}
