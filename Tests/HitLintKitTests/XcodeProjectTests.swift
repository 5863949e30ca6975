import Foundation
import XCTest

@testable import HitLintKit

/// `hitlint init` reads Xcode projects: their old-style property lists, which files each target
/// copies, and which are iOS targets.
final class XcodeProjectTests: XCTestCase {
    func testThePropertyListParserReadsXcodesFormatAndRefusesBrokenInput() throws {
        let text = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    A1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (B1 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
                    B1 = {isa = PBXFileReference; path = "Base.lproj/Main.storyboard"; sourceTree = "<group>"; };
                };
                name = "a \\"quoted\\" name";
            }
            """
        let plist = try PropertyList.parse(text)
        XCTAssertEqual(plist["archiveVersion"]?.string, "1")
        XCTAssertEqual(plist["name"]?.string, "a \"quoted\" name")
        XCTAssertEqual(plist["objects"]?["A1"]?["children"]?.array.compactMap(\.string), ["B1"])
        XCTAssertEqual(plist["objects"]?["B1"]?["path"]?.string, "Base.lproj/Main.storyboard")

        XCTAssertThrowsError(try PropertyList.parse("{ a = (1, 2; }")) { error in
            XCTAssertEqual((error as? PropertyList.ParseError)?.line, 1)
        }
        XCTAssertThrowsError(try PropertyList.parse("{ a = \"never closed; }"))
        // Nesting is bounded: 10,000 open arrays end in an error, not a crash.
        XCTAssertThrowsError(try PropertyList.parse(String(repeating: "(", count: 10_000)))
    }

    /// A project of an iOS app (a localized storyboard in a variant group, a XIB and a catalog in
    /// a group with a path, one file above the project through `..`), a tvOS app and a test
    /// bundle: init imports what the iOS app builds and says why it leaves out the others.
    func testInitImportsWhatTheIOSTargetsBuild() throws {
        try withWorkspace { ws in
            let project = """
                // !$*UTF8*$!
                {
                    objects = {
                        P = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); buildConfigurationList = LP; };
                        LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                        CP = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; };
                        G0 = {isa = PBXGroup; children = (G1, F4); sourceTree = "<group>"; };
                        G1 = {isa = PBXGroup; children = (V1, F2, F3, F5); path = App; sourceTree = "<group>"; };
                        V1 = {isa = PBXVariantGroup; children = (F1); name = Main.storyboard; sourceTree = "<group>"; };
                        F1 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                        F2 = {isa = PBXFileReference; path = Cell.xib; sourceTree = "<group>"; };
                        F3 = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
                        F4 = {isa = PBXFileReference; path = TV/Player.xib; sourceTree = SOURCE_ROOT; };
                        F5 = {isa = PBXFileReference; path = ../Shared/Icons.xcassets; sourceTree = "<group>"; };
                        B1 = {isa = PBXBuildFile; fileRef = V1; };
                        B2 = {isa = PBXBuildFile; fileRef = F2; };
                        B3 = {isa = PBXBuildFile; fileRef = F3; };
                        B4 = {isa = PBXBuildFile; fileRef = F4; };
                        B5 = {isa = PBXBuildFile; fileRef = F5; };
                        R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, B5); };
                        R2 = {isa = PBXResourcesBuildPhase; files = (B4); };
                        T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (R1); };
                        T2 = {isa = PBXNativeTarget; name = TVApp; productType = "com.apple.product-type.application"; buildPhases = (R2); buildConfigurationList = LT; };
                        LT = {isa = XCConfigurationList; buildConfigurations = (CT); };
                        CT = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; }; };
                        T3 = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (); };
                    };
                    rootObject = P;
                }
                """
            try ws.write("App.xcodeproj/project.pbxproj", project)
            for file in [
                "App/Base.lproj/Main.storyboard", "App/Cell.xib", "TV/Player.xib", "Old/Unused.xib", "Pods/Lib/Lib.xib",
            ] {
                try ws.write(file, "<document/>")
            }
            try ws.write("App/Assets.xcassets/Contents.json", "{}")
            try ws.write("Shared/Icons.xcassets/Contents.json", "{}")
            let manifest = ProjectManifest(folder: ws.folder)
            let scan = manifest.scan()
            XCTAssertEqual(scan.projects, ["App.xcodeproj"])
            XCTAssertEqual(scan.imported, ["App/Base.lproj/Main.storyboard", "App/Cell.xib"])
            XCTAssertEqual(scan.catalogs, ["App/Assets.xcassets", "Shared/Icons.xcassets"])
            XCTAssertEqual(scan.leftOut.map(\.path), ["Old/Unused.xib", "TV/Player.xib"])
            XCTAssertEqual(
                scan.leftOut.map(\.why),
                ["no iOS target of the projects builds it", "built by the appletvos target 'TVApp'"])
            let text = manifest.text(scan)
            XCTAssertTrue(
                text.contains("assets:\n  - \"App/Assets.xcassets\"\n  - \"Shared/Icons.xcassets\"\nscreens:\n"), text)
            XCTAssertTrue(
                text.contains("#  - from: \"TV/Player.xib\"    # built by the appletvos target 'TVApp'\n"), text)
        }
    }

    /// `init` reads nothing outside its folder: a project that links out is not read, a
    /// synchronized folder leading out is left out with why; one project file under two names
    /// (a hard link) is read once, a target listed 4,000 times once, and one synchronized folder
    /// shared by 300 targets is listed once.
    func testInitStaysInItsFolderAndReadsEachThingOnce() throws {
        try withWorkspace { ws in
            let targets = (0..<300).map { "T\($0)" }
            let objects = targets.map {
                "\($0) = {isa = PBXNativeTarget; name = \($0); productType = \"com.apple.product-type.application\"; "
                    + "buildPhases = (); fileSystemSynchronizedGroups = (S1, S2); };"
            }
            let listed = Array(repeating: "T0", count: 4_000) + targets
            let project = """
                {
                    objects = {
                        P = {isa = PBXProject; targets = (\(listed.joined(separator: ", "))); };
                        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Views; sourceTree = "<group>"; };
                        S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = ../outside; sourceTree = "<group>"; };
                        \(objects.joined(separator: "\n"))
                    };
                    rootObject = P;
                }
                """
            try ws.write("repo/Local.xcodeproj/project.pbxproj", project)
            try ws.write("repo/Views/View.xib", "<document/>")
            try ws.write("outside/Secret.xib", "<document/>")
            try ws.write(
                "outside/Real.xcodeproj/project.pbxproj",
                "{ objects = { P = {isa = PBXProject; targets = (X); }; X = {isa = PBXNativeTarget; name = Outsider; }; }; rootObject = P; }"
            )
            let repo = ws.folder.appendingPathComponent("repo")
            try FileManager.default.createSymbolicLink(
                atPath: repo.appendingPathComponent("Linked.xcodeproj").path,
                withDestinationPath: "../outside/Real.xcodeproj")
            try FileManager.default.createDirectory(
                at: repo.appendingPathComponent("Hard.xcodeproj"), withIntermediateDirectories: true)
            try FileManager.default.linkItem(
                at: repo.appendingPathComponent("Local.xcodeproj/project.pbxproj"),
                to: repo.appendingPathComponent("Hard.xcodeproj/project.pbxproj"))
            let manifest = ProjectManifest(folder: repo)
            let scan = manifest.scan()
            XCTAssertEqual(scan.projects, ["Hard.xcodeproj"])
            XCTAssertEqual(scan.imported, ["Views/View.xib"])
            XCTAssertEqual(
                scan.problems.map(\.description),
                [
                    "Linked.xcodeproj: error: is a symbolic link or leads outside the folder; not read",
                    "Hard.xcodeproj/project.pbxproj: error: the synchronized folder '../outside' leads outside the folder hitlint init reads; left out",
                    "Local.xcodeproj/project.pbxproj: error: is the same file as a project read already",
                ])
            let text = manifest.text(scan)
            XCTAssertFalse(text.contains("Secret") || text.contains("Outsider"), text)
        }
    }

    /// What the app shows: an iPhone-only target whose Info.plist says portrait (upside down
    /// too), a universal one whose orientations come from build settings (iPhone landscape, iPad
    /// both), an xcconfig that sets the family; extensions and tests say nothing.
    func testInitReadsWhatTheAppShows() throws {
        try withWorkspace { ws in
            let project = """
                {
                    objects = {
                        P = {isa = PBXProject; targets = (T1, T2, T3, T4); buildConfigurationList = LP; };
                        LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                        CP = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; }; };
                        T1 = {isa = PBXNativeTarget; name = Phone; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
                        L1 = {isa = XCConfigurationList; buildConfigurations = (D1, R1); };
                        D1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2"; }; };
                        R1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Phone/Info.plist"; }; baseConfigurationReference = X1; };
                        X1 = {isa = PBXFileReference; path = Config/Phone.xcconfig; sourceTree = "<group>"; };
                        T2 = {isa = PBXNativeTarget; name = Universal; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
                        L2 = {isa = XCConfigurationList; buildConfigurations = (R2); };
                        R2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2"; INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"; }; };
                        T3 = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; };
                        T4 = {isa = PBXNativeTarget; name = Tests; productType = "com.apple.product-type.bundle.unit-test"; };
                    };
                    rootObject = P;
                }
                """
            try ws.write("App.xcodeproj/project.pbxproj", project)
            try ws.write(
                "Config/Phone.xcconfig",
                "// the phone app\n#include \"Shared.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1 // iPhone\n")
            try ws.write("Config/Shared.xcconfig", "TARGETED_DEVICE_FAMILY = 1,2\nSWIFT_VERSION = 6.0;\n")
            try ws.write(
                "Phone/Info.plist",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string></array>
                </dict></plist>
                """)
            var reading = XcodeProject.Reading(root: ws.folder)
            let phone = try XCTUnwrap(
                XcodeProject.read(
                    ws.folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), sourceRoot: ws.folder,
                    reading: &reading
                ).targets.first { $0.name == "Phone" })
            XCTAssertEqual(phone.settings["TARGETED_DEVICE_FAMILY"], "1")
            XCTAssertEqual(phone.settings["SWIFT_VERSION"], "6.0")
            let root = PathRelation.canonical(ws.folder.path)
            XCTAssertEqual(
                TargetAppSupport.support(of: phone, sourceRoot: ws.folder, root: root),
                AppSupport(phone: [.portrait], pad: []))
            let scan = ProjectManifest(folder: ws.folder).scan()
            XCTAssertEqual(scan.app?.targets, ["Phone", "Universal"])
            XCTAssertEqual(
                scan.app?.support, AppSupport(phone: [.portrait, .landscape], pad: [.portrait, .landscape]))
            let text = ProjectManifest(folder: ws.folder).text(scan)
            XCTAssertTrue(text.contains("app:\n  iPhone: [portrait, landscape]\n  iPad: [portrait, landscape]\n"), text)
        }
    }

    /// A folder or project name is one line of the manifest's header comment, whatever it holds.
    func testInitHeaderCannotAddAKey() {
        var scan = ProjectManifest.Scan()
        scan.projects = ["X\norientations: [portrait]\n#.xcodeproj", "Y\u{2028}a: 1\u{202E}.xcodeproj"]
        let text = ProjectManifest(folder: URL(fileURLWithPath: "/tmp")).text(scan)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(
            lines.filter { !$0.hasPrefix("#") && !$0.isEmpty },
            ["version: 1", "scale: 3                  # for files that name no device", "screens:", "  []"])
        XCTAssertFalse(text.unicodeScalars.contains { [0x2028, 0x202E].contains($0.value) }, text)
    }

    func testPathsInTheManifestAreQuotedAsYAMLKeepsThem() {
        XCTAssertEqual(YAMLText.doubleQuoted("Owncloud iOs Client/a \"b\".xib"), #""Owncloud iOs Client/a \"b\".xib""#)
        XCTAssertEqual(YAMLText.doubleQuoted("a\u{2028}b\\c"), #""a\u2028b\\c""#)
        XCTAssertEqual(YAMLText.comment("why\nnot", limit: .max, replacement: " "), "why not")
        // YAML 1.1 and libyaml break lines at NEL, U+2028 and U+2029: none survives in a comment.
        XCTAssertEqual(YAMLText.comment("a\u{85}b\u{2028}c\u{2029}d\u{9B}e\u{7F}f"), "a?b?c?d?e?f")
    }
}
