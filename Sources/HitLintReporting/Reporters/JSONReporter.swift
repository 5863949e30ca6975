import HitLintCode
import HitLintCore
import HitLintEngine
import HitLintInput

/// The stable machine format of docs/formats.md, "json", streamed into bytes: screens and findings are
/// written as fragments in parallel (`ReportContext.jobs`) and joined in order.
package struct JSONReporter: Reporter {
    package static let identifier = "json"
    package static let summary = "the documented JSON report (docs/formats.md)"
    /// Findings written by one task.
    package let findingsPerFragment: Int

    package init() { self.init(findingsPerFragment: 512) }
    package init(findingsPerFragment: Int) { self.findingsPerFragment = max(1, findingsPerFragment) }

    package func render(_ report: LintReport, context: ReportContext) -> String {
        String(decoding: renderBytes(report, context: context), as: UTF8.self)
    }

    package func renderBytes(_ report: LintReport, context: ReportContext) -> [UInt8] {
        var out = JSONWriter(pretty: true)
        out.beginObject()
        JSONReporter.writeHeader(report, to: &out)

        // Both arrays hold their elements two levels deep.
        let depth = out.depth + 1
        let (screens, findings) = fragments(report, depth: depth, jobs: context.jobs)
        // Commas and line breaks between fragments, and what follows: a few bytes each.
        out.reserve((screens + findings).reduce(0) { $0 + $1.count + 2 * depth + 2 } + 64)
        out.key("screens")
        out.beginArray()
        for screen in screens { out.elements(fragment: screen) }
        out.endArray()
        out.key("findings")
        out.beginArray()
        for chunk in findings { out.elements(fragment: chunk) }
        out.endArray()
        JSONReporter.writeNotLinted(report, to: &out)
        JSONReporter.writeCode(report, to: &out)
        out.endObject()
        out.newline()
        return out.bytes
    }

    /// The keys before the screens: the format version, the tool, the summary counts and, when
    /// other layouts than the stored frames were linted, which ones and why.
    private static func writeHeader(_ report: LintReport, to out: inout JSONWriter) {
        out.key("version")
        out.number(1)
        out.key("tool")
        out.beginObject()
        out.key("name")
        out.string("hitlint")
        out.key("version")
        out.string(HitLintVersion.current)
        out.endObject()
        out.key("summary")
        out.beginObject()
        for (key, count) in [
            ("errors", report.count(.error)), ("warnings", report.count(.warning)), ("notes", report.count(.note)),
            ("screens", report.screens.count), ("targets", report.targetCount),
        ] {
            out.key(key)
            out.number(Double(count))
        }
        out.endObject()
        // Which layouts were linted and why, when others than the stored frames were.
        if let layouts = report.layouts {
            out.key("layouts")
            out.beginObject()
            out.key("linted")
            out.beginArray()
            for name in layouts.names { out.string(name) }
            out.endArray()
            out.key("appShows")
            out.beginArray()
            for (manifest, shows) in layouts.shows {
                out.beginObject()
                out.key("manifest")
                out.string(manifest)
                out.key("shows")
                out.string(shows)
                out.endObject()
            }
            out.endArray()
            out.endObject()
        }
    }

    /// The screens and the findings, each written at `depth` as fragments in parallel, in order.
    private func fragments(_ report: LintReport, depth: Int, jobs: Int) -> (screens: [[UInt8]], findings: [[UInt8]]) {
        let screens = Parallel.map(report.screens.count, jobs: jobs) { n in
            var fragment = JSONWriter(pretty: true, depth: depth)
            JSONReporter.write(report.screens[n], to: &fragment)
            return fragment.bytes
        }
        let chunks = (report.findings.count + findingsPerFragment - 1) / findingsPerFragment
        let findings = Parallel.map(chunks, jobs: jobs) { chunk in
            let start = chunk * findingsPerFragment
            var fragment = JSONWriter(pretty: true, depth: depth)
            for finding in report.findings[start..<min(start + findingsPerFragment, report.findings.count)] {
                JSONReporter.write(finding, to: &fragment)
            }
            return fragment.bytes
        }
        return (screens, findings)
    }

    /// Every button and control of an imported file that no screen lints, with why.
    private static func writeNotLinted(_ report: LintReport, to out: inout JSONWriter) {
        out.key("notLinted")
        out.beginArray()
        for control in report.notLinted {
            out.beginObject()
            writePlace(control.location, to: &out)
            out.key("id")
            out.string(control.id)
            out.key("reason")
            out.string(control.reason)
            out.endObject()
        }
        out.endArray()
    }

    /// What each manifest read from the app's code: the classes it inferred, each setting with
    /// the file and line it was read from, the hit tests it could not read, the files it did not.
    private static func writeCode(_ report: LintReport, to out: inout JSONWriter) {
        guard !report.code.isEmpty else { return }
        out.key("code")
        out.beginArray()
        for (manifest, code) in report.code {
            out.beginObject()
            out.key("manifest")
            out.string(manifest)
            out.key("filesRead")
            out.number(Double(code.filesRead))
            out.key("classes")
            out.beginArray()
            for inferred in code.inferred { write(inferred, to: &out) }
            out.endArray()
            out.key("notInferred")
            out.beginArray()
            for inferred in code.notInferred {
                guard let (why, location) = inferred.notRead else { continue }
                out.beginObject()
                out.key("name")
                out.string(inferred.name)
                writeLocation(location, to: &out)
                out.key("why")
                out.string(why)
                out.endObject()
            }
            out.endArray()
            out.key("unread")
            out.beginArray()
            for file in code.unread {
                out.beginObject()
                out.key("file")
                out.string(file.path)
                out.key("why")
                out.string(file.why)
                out.endObject()
            }
            out.endArray()
            out.endObject()
        }
        out.endArray()
    }

    private static func write(_ inferred: InferredClass, to out: inout JSONWriter) {
        out.beginObject()
        out.key("name")
        out.string(inferred.name)
        writeLocation(inferred.location, to: &out)
        if inferred.plainHitTest {
            // No hit test in its code nor its superclasses': UIKit's own, as a plain button's.
            out.key("hitTest")
            out.beginObject()
            out.key("mode")
            out.string("rect")
            out.key("reads")
            out.string("UIKit's own: its code overrides no hit test")
            out.endObject()
        }
        if let test = inferred.hitTest {
            out.key("hitTest")
            out.beginObject()
            out.key("mode")
            out.string(test.source == .layer ? "layer" : "alpha")
            out.key("reads")
            out.string(test.source.rawValue)
            out.key("threshold")
            out.number(test.threshold)
            out.key("compare")
            out.string(test.atLeast ? ">=" : ">")
            if let attribute = test.attribute {
                out.key("thresholdAttribute")
                out.string(attribute)
                out.key("attributeScale")
                out.number(test.attributeScale)
            }
            writeLocation(test.location, to: &out)
            out.endObject()
        }
        if let (edges, location) = inferred.enlarge {
            out.key("enlarge")
            out.beginObject()
            out.key("edges")
            out.beginArray()
            for edge in edges { out.number(edge) }
            out.endArray()
            writeLocation(location, to: &out)
            out.endObject()
        }
        if let (width, height, location) = inferred.intrinsicSize {
            out.key("intrinsicContentSize")
            out.beginObject()
            out.key("size")
            out.beginArray()
            out.number(width)
            out.number(height)
            out.endArray()
            writeLocation(location, to: &out)
            out.endObject()
        }
        out.endObject()
    }

    /// `file`, `line` and `column` of a place in a source file.
    private static func writePlace(_ location: SourceLocation, to out: inout JSONWriter) {
        out.key("file")
        out.string(location.file)
        out.key("line")
        out.number(Double(location.line))
        out.key("column")
        out.number(Double(location.column))
    }

    private static func writeLocation(_ location: CodeLocation, to out: inout JSONWriter) {
        out.key("file")
        out.string(location.file)
        out.key("line")
        out.number(Double(location.line))
    }

    package static func write(_ screen: ScreenReport, to out: inout JSONWriter) {
        out.beginObject()
        out.key("manifest")
        out.string(screen.manifest)
        out.key("name")
        out.string(screen.name)
        out.key("scale")
        out.number(Double(screen.scale))
        out.key("views")
        out.beginArray()
        for view in screen.views { write(view, to: &out) }
        out.endArray()
        // Other layouts than the stored frames (docs/layout.md): each with its device,
        // orientation, size and every view's absolute frame after layout.
        if !screen.layouts.isEmpty {
            out.key("layouts")
            out.beginArray()
            for layout in screen.layouts {
                out.beginObject()
                out.key("name")
                out.string(layout.name)
                out.key("device")
                if let device = layout.device { out.string(device) } else { out.string("design") }
                out.key("orientation")
                if let orientation = layout.orientation { out.string(orientation.rawValue) } else { out.null() }
                out.key("size")
                out.numbers([JSONValue.round(layout.size.width, 2), JSONValue.round(layout.size.height, 2)])
                out.key("views")
                out.beginArray()
                for (id, frame) in layout.frames {
                    out.beginObject()
                    out.key("id")
                    out.string(id)
                    out.key("frame")
                    out.numbers(JSONValue.numbers(frame))
                    out.endObject()
                }
                out.endArray()
                out.endObject()
            }
            out.endArray()
        }
        out.endObject()
    }

    package static func write(_ view: ViewReport, to out: inout JSONWriter) {
        out.beginObject()
        out.key("id")
        out.string(view.id)
        out.key("kind")
        out.string(view.kind.rawValue)
        // A target read from Swift code is found at its line, as `notLinted` entries are
        // (docs/swiftui.md); an imported file's views are found by their ids.
        if view.location.file.hasSuffix(".swift") { writePlace(view.location, to: &out) }
        out.key("target")
        out.bool(view.isTarget)
        // A vector image drawn as an opaque rectangle of its declared size (docs/interface-builder.md).
        if view.approximate {
            out.key("approximate")
            out.bool(true)
        }
        if let m = view.metrics {
            out.key("frameArea")
            out.number(JSONValue.round(m.frameArea, 2))
            out.key("hitArea")
            out.number(JSONValue.round(m.hitArea, 2))
            out.key("seenArea")
            out.number(JSONValue.round(m.seenArea, 2))
            out.key("coverage")
            if let coverage = m.coverage { out.number(JSONValue.round(coverage, 3)) } else { out.null() }
            out.key("hitBounds")
            if let r = m.hitBounds { out.numbers(JSONValue.numbers(r)) } else { out.null() }
            out.key("clippedArea")
            out.number(JSONValue.round(m.clippedArea, 2))
            out.key("tapAccuracy")
            out.number(JSONValue.round(m.tapAccuracy, 3))
            out.key("aimPoint")
            if let aim = m.aimPoint { out.numbers(JSONValue.numbers(aim)) } else { out.null() }
            out.key("takenBy")
            out.beginArray()
            for taker in view.takenBy {
                out.beginObject()
                out.key("view")
                if let id = taker.id { out.string(id) } else { out.null() }
                out.key("kind")
                if let kind = taker.kind { out.string(kind.rawValue) } else { out.null() }
                out.key("area")
                out.number(JSONValue.round(taker.area, 2))
                out.key("sample")
                out.numbers(JSONValue.numbers(taker.sample))
                out.endObject()
            }
            out.endArray()
        }
        out.endObject()
    }

    package static func write(_ finding: Finding, to out: inout JSONWriter) {
        out.beginObject()
        out.key("rule")
        out.string(finding.rule)
        out.key("severity")
        out.string(finding.severity.rawValue)
        out.key("file")
        out.string(finding.location.file)
        out.key("manifest")
        out.string(finding.manifest ?? finding.location.file)
        out.key("line")
        out.number(Double(finding.location.line))
        out.key("column")
        out.number(Double(finding.location.column))
        // An input that could not be read has no screen nor view: null.
        out.key("screen")
        if finding.screen.isEmpty { out.null() } else { out.string(finding.screen) }
        out.key("view")
        if finding.view.isEmpty { out.null() } else { out.string(finding.view) }
        out.key("message")
        out.string(finding.message)
        // "all", or the layouts it holds on; absent when only the stored frames were linted.
        if !finding.devices.isEmpty {
            out.key("device")
            if finding.devices == ["all"] {
                out.string("all")
            } else {
                out.beginArray()
                for device in finding.devices { out.string(device) }
                out.endArray()
            }
        }
        out.key("data")
        finding.evidence.json.write(to: &out)
        out.endObject()
    }
}
