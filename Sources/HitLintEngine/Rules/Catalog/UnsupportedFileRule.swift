import HitLintCore
import HitLintInput

/// `unsupported-file`: an imported file that hitlint reads but cannot lint (a legacy XIB, a tvOS,
/// WatchKit or AppKit document). The file's screen source finds it, not a check of a screen:
/// `finding(for:)` turns each into a finding at the file's root element, and every other file of
/// the manifest is linted as usual.
package struct UnsupportedFileRule: Rule {
    package init() {}

    package let readsHitTesting = false

    package static let description = RuleDescription(
        id: "unsupported-file", name: "Unsupported file",
        summary:
            "An imported file is an Interface Builder document hitlint does not lint (a legacy XIB, a tvOS, WatchKit or AppKit document).",
        details: """
            A repository holds more Interface Builder files than the iOS app's storyboards and XIBs: \
            XIBs in the <archive> format of Xcode 4, tvOS XIBs (used through focus, not taps), \
            WatchKit storyboards, macOS documents. hitlint says which files it does not lint and \
            why, once each, and lints every other file. A file that holds no control (no button, \
            switch, slider, ...) is reported as a note: it bears on no tap target.
            Fix: open a legacy XIB in a current Xcode and save it; leave the others out of the \
            manifest's from: entries, or turn this rule off.
            """,
        defaultSeverity: .warning,
        examples: RuleExamples(
            triggering: .init(
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    ↓<document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="22505" targetRuntime="AppleTV">
                        <objects>
                            <view contentMode="scaleToFill" id="root-view">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="play-button">
                                        <rect key="frame" x="100" y="100" width="200" height="80"/>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """),
            passing: .init(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" id="play-button">
                        <rect key="frame" x="20" y="20" width="60" height="60"/>
                    </button>
                    """)))

    /// Nothing to check in a screen: files are judged when they are read.
    package func check(
        _ analysis: ScreenAnalysis, _ parameters: RuleParameters, _ emit: (SceneView, String, Evidence) -> Void
    ) {}

    /// The finding of one unsupported file, at the element the source located; a note when the
    /// file holds no control (it bears on no tap target, docs/rules.md).
    package static func finding(for file: UnsupportedFile, severity: Severity, manifest: String) -> Finding {
        let diagnostic = file.diagnostic
        let location = diagnostic.location ?? SourceLocation(file: diagnostic.file ?? manifest, line: 1, column: 1)
        let finding = Finding(
            rule: identifier, severity: severity, location: location, screen: "", view: "", message: diagnostic.message,
            manifest: manifest == location.file ? nil : manifest)
        guard file.controls == 0, severity != .note else { return finding }
        return finding.demotedToNote("(a note: the file holds no control)")
    }
}
