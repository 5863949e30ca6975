import Foundation
import HitLintCore
import HitLintEngine

/// One self-contained HTML file: a summary, then per screen its hit map beside a table of
/// targets and the findings. Hovering, focusing or clicking a finding highlights its view and
/// sample point on the map. No network: the hit maps are data URIs, CSS and script inline.
package struct HTMLReporter: Reporter {
    package static let identifier = "html"
    package static let summary = "a self-contained HTML page with hit maps"
    package init() {}

    package func render(_ report: LintReport, context: ReportContext) -> String {
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>hitlint report</title>\n<style>\n\(HTMLReporter.css)</style>\n</head>\n<body>\n"
        out += "<header>\n<h1>hitlint</h1>\n<p class=\"summary\">\(report.severityCounts) \(report.scope)</p>\n"
        out += legend() + "</header>\n<main>\n"
        out += "<nav aria-label=\"screens\"><ul>\n"
        for (n, screen) in report.screens.enumerated() {
            out +=
                "<li><a href=\"#screen-\(n + 1)\">\(e(screen.name))</a> <span class=\"file\">\(e(screen.manifest))</span> \(HTMLReporter.badges(screen.findings))</li>\n"
        }
        out += "</ul></nav>\n"
        if !report.inputErrors.isEmpty {
            out += "<section class=\"unread\">\n<h2>Files that could not be read</h2>\n<ol class=\"findings\">\n"
            for finding in report.inputErrors {
                out +=
                    "<li class=\"finding error\"><span class=\"severity\">error</span> \(e(finding.message)) <span class=\"loc\">\(e(finding.location.description))</span></li>\n"
            }
            out += "</ol>\n</section>\n"
        }
        for (n, screen) in report.screens.enumerated() { out += section(screen, number: n + 1) }
        out += "</main>\n<script>\n\(HTMLReporter.script)</script>\n</body>\n</html>\n"
        return out
    }

    private func e(_ text: String) -> String { XMLText.escape(text) }

    private func legend() -> String {
        func swatch(_ colour: RGBA, _ label: String, _ style: String) -> String {
            "<li><span class=\"swatch \(style)\" style=\"--c: \(colour.hex)\"></span>\(label)</li>"
        }
        return "<ul class=\"legend\">"
            + swatch(HitMapStyle.tint(forTargetNumber: 0), "hit area of a target (one colour each)", "tint")
            + swatch(HitMapStyle.stolen, "seen, but another view takes the tap", "hatch")
            + swatch(HitMapStyle.dead, "seen, but no tap reaches it", "hatch")
            + swatch(HitMapStyle.tooSmall, "too small", "ring") + "</ul>\n"
    }

    private func section(_ screen: ScreenReport, number: Int) -> String {
        let w = screen.size.width
        var out = "<section class=\"screen\" id=\"screen-\(number)\">\n"
        out +=
            "<h2>\(e(screen.name)) <span class=\"file\">\(e(screen.manifest))</span> <span class=\"dims\">\(MessageFormat.number(w)) x \(MessageFormat.number(screen.size.height)) pt @\(screen.scale)x</span></h2>\n"
        out += "<div class=\"layout\">\n<figure class=\"map\">\n"
        if let png = screen.hitMap, let (pw, ph) = HTMLReporter.pngSize(png) {
            // The map image is the screen plus its legend strip, one pixel a point; the overlay uses the same point space.
            let (vw, vh) = (Double(pw), Double(ph))
            out +=
                "<div class=\"stage\">\n<img src=\"data:image/png;base64,\(png.base64EncodedString())\" width=\"\(MessageFormat.number(vw, places: 2))\" height=\"\(MessageFormat.number(vh, places: 2))\" alt=\"hit map of \(e(screen.name))\">\n"
            out +=
                "<svg viewBox=\"0 0 \(MessageFormat.number(vw, places: 2)) \(MessageFormat.number(vh, places: 2))\" aria-hidden=\"true\">\n"
            for (k, finding) in screen.findings.enumerated() {
                out += mark(finding, screen: screen, id: "m\(number)-\(k)")
            }
            out += "</svg>\n</div>\n"
        } else {
            out += "<p class=\"nomap\">no hit map</p>\n"
        }
        out += "<figcaption>What a finger hits on \(e(screen.name)).</figcaption>\n</figure>\n"
        // The other layouts (docs/layout.md) that have findings of their own, each with its map.
        for layout in screen.layouts {
            guard let png = layout.hitMap, let (pw, ph) = HTMLReporter.pngSize(png) else { continue }
            out +=
                "<figure class=\"map\">\n<img src=\"data:image/png;base64,\(png.base64EncodedString())\" width=\"\(pw)\" height=\"\(ph)\" alt=\"hit map of \(e(screen.name)) on \(e(layout.name))\">\n"
            out += "<figcaption>On \(e(layout.name)): the findings marked with this layout.</figcaption>\n</figure>\n"
        }
        out += "<div class=\"details\">\n"
        out += targetsTable(screen)
        out += findingsList(screen, number: number)
        out += "</div>\n</div>\n</section>\n"
        return out
    }

    /// The outline of the finding's view and a dot at its sample point (when the point is on this
    /// map), hidden until highlighted.
    private func mark(_ finding: Finding, screen: ScreenReport, id: String) -> String {
        var out = "<g class=\"mark\" id=\"\(id)\">"
        if let view = screen.views.first(where: { $0.id == finding.view }) {
            let b = view.bounds
            out +=
                "<rect x=\"\(MessageFormat.number(b.x, places: 2))\" y=\"\(MessageFormat.number(b.y, places: 2))\" width=\"\(MessageFormat.number(b.width, places: 2))\" height=\"\(MessageFormat.number(b.height, places: 2))\"/>"
        }
        if let sample = finding.evidence.sample, finding.sampleOnMap {
            let (x, y) = (MessageFormat.rounded(sample.x, 2), MessageFormat.rounded(sample.y, 2))
            out +=
                "<circle cx=\"\(MessageFormat.number(x, places: 2))\" cy=\"\(MessageFormat.number(y, places: 2))\" r=\"4\"/>"
        }
        return out + "</g>\n"
    }

    private func targetsTable(_ screen: ScreenReport) -> String {
        let targets = screen.views.filter(\.isTarget)
        guard !targets.isEmpty else { return "<p>No targets.</p>\n" }
        var out =
            "<table class=\"targets\">\n<thead><tr><th>Target</th><th>Hit area</th><th>Coverage</th><th>Tap accuracy</th><th>Hit bounds</th><th>Too small</th><th>Taken by</th></tr></thead>\n<tbody>\n"
        let small = Set(screen.findings.filter { $0.evidence.undersizedBounds != nil }.map(\.view))
        let names = HTMLReporter.names(screen)
        for (n, view) in targets.enumerated() {
            guard let m = view.metrics else { continue }
            let tint = HitMapStyle.tint(forTargetNumber: n)
            // Seen nowhere: say what covers it, rather than a bare dash.
            let coverage =
                m.coverage.map { MessageFormat.percent($0) } ?? view.coveredBy.map {
                    "covered by <code>\(e($0))</code>"
                } ?? "–"
            let accuracy = m.hitPixels > 0 ? MessageFormat.number(m.tapAccuracy, places: 3) : "–"
            let bounds = m.hitBounds.map { MessageFormat.size($0.width, $0.height) } ?? "none"
            let taken = view.takenBy.prefix(3).map {
                "\(e($0.id.map { names[$0] ?? $0 } ?? "nothing")) \(MessageFormat.area($0.area))"
            }
            .joined(separator: ", ")
            let name =
                view.name.map { "\(e($0)) <code class=\"id\">\(e(view.id))</code>" } ?? "<code>\(e(view.id))</code>"
            out += "<tr><td><span class=\"swatch tint\" style=\"--c: \(tint.hex)\"></span>\(name)</td>"
            out += "<td>\(MessageFormat.area(m.hitArea))</td><td>\(coverage)</td><td>\(accuracy)</td><td>\(bounds)</td>"
            out +=
                "<td>\(small.contains(view.id) ? "<strong>yes</strong>" : "no")</td><td>\(taken.isEmpty ? "–" : taken)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    private func findingsList(_ screen: ScreenReport, number: Int) -> String {
        guard !screen.findings.isEmpty else { return "<p class=\"clean\">No problems on this screen.</p>\n" }
        var out = "<ol class=\"findings\">\n"
        let names = HTMLReporter.names(screen)
        for (k, f) in screen.findings.enumerated() {
            out += "<li class=\"finding \(f.severity.rawValue)\" tabindex=\"0\" data-mark=\"m\(number)-\(k)\">"
            out +=
                "<span class=\"severity\">\(f.severity.rawValue)</span> <code>\(e(names[f.view] ?? f.view))</code> \(e(f.message)) "
            out +=
                "<span class=\"rule\">[\(e(f.rule))]</span> <span class=\"loc\">\(e(f.location.description))</span></li>\n"
        }
        return out + "</ol>\n"
    }

    /// Each view's name as messages give it (its id when it has no other), by id.
    package static func names(_ screen: ScreenReport) -> [String: String] {
        Dictionary(screen.views.map { ($0.id, $0.name ?? $0.id) }) { first, _ in first }
    }

    package static func badges(_ findings: [Finding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        if errors == 0 && warnings == 0 { return "<span class=\"badge ok\">clean</span>" }
        return (errors > 0 ? "<span class=\"badge error\">\(errors) E</span>" : "")
            + (warnings > 0 ? "<span class=\"badge warning\">\(warnings) W</span>" : "")
    }

    /// Width and height from a PNG's IHDR chunk.
    package static func pngSize(_ png: Data) -> (Int, Int)? {
        guard png.count >= 24 else { return nil }
        let bytes = [UInt8](png.prefix(24))
        let w = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let h = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return w > 0 && h > 0 ? (w, h) : nil
    }

    package static let css = """
        :root { --error: #c62828; --warning: #b26a00; --note: #1565c0; --ink: #1f2328; --muted: #667085; --line: #d8dce3; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fafbfc; }
        header { padding: 16px 24px; background: #fff; border-bottom: 1px solid var(--line); }
        h1 { margin: 0 0 4px; font-size: 20px; }
        .summary { margin: 0 0 8px; font-size: 15px; }
        main { padding: 8px 24px 32px; }
        nav ul { list-style: none; padding: 0; margin: 8px 0 16px; display: flex; flex-wrap: wrap; gap: 6px 18px; }
        .file, .dims, .loc { color: var(--muted); font-weight: normal; font-size: 12px; }
        .badge { font-size: 11px; padding: 1px 6px; border-radius: 8px; color: #fff; margin-left: 2px; }
        .badge.error { background: var(--error); } .badge.warning { background: var(--warning); } .badge.ok { background: #2e7d32; }
        .legend { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 12px; color: var(--muted); }
        .swatch { display: inline-block; width: 12px; height: 12px; margin-right: 6px; vertical-align: -2px; border-radius: 2px; }
        .swatch.tint { background: var(--c); }
        .swatch.hatch { background: repeating-linear-gradient(45deg, var(--c) 0 3px, #fff 3px 7px); }
        .swatch.ring { border: 3px solid var(--c); }
        section.screen { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin: 0 0 20px; }
        h2 { font-size: 17px; margin: 0 0 10px; }
        .layout { display: flex; gap: 20px; align-items: flex-start; }
        figure.map { margin: 0; flex: 0 0 auto; width: min(340px, 40vw); }
        .stage { position: relative; line-height: 0; }
        .stage img { width: 100%; height: auto; border: 1px solid var(--line); image-rendering: auto; }
        .stage svg { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
        .mark { opacity: 0; transition: opacity .12s; }
        .mark rect { fill: rgba(255, 214, 0, .18); stroke: #111; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        .mark circle { fill: #ffd600; stroke: #111; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        .mark.active { opacity: 1; }
        figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; line-height: 1.3; }
        .details { flex: 1 1 auto; min-width: 0; }
        table.targets { border-collapse: collapse; width: 100%; margin-bottom: 12px; font-size: 13px; }
        .targets th, .targets td { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
        .targets th { font-weight: 600; color: var(--muted); }
        ol.findings { padding-left: 22px; margin: 0; }
        .finding { padding: 4px 6px; border-radius: 4px; cursor: pointer; }
        .finding:hover, .finding:focus, .finding.active { background: #fff7cc; outline: none; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; }
        .error .severity { color: var(--error); } .warning .severity { color: var(--warning); } .note .severity { color: var(--note); }
        .rule { color: var(--muted); }
        .clean { color: #2e7d32; }
        @media (max-width: 800px) { .layout { flex-direction: column; } figure.map { width: min(340px, 100%); } }
        @media print {
          body { background: #fff; font-size: 11px; } header, section.screen { border: none; }
          nav { display: none; } section.screen { break-inside: avoid-page; page-break-inside: avoid; padding: 0; }
          figure.map { width: 45%; } .finding { break-inside: avoid; }
        }

        """

    package static let script = """
        (function () {
          function toggle(item, on) {
            var mark = document.getElementById(item.getAttribute('data-mark'));
            if (mark) mark.classList.toggle('active', on);
          }
          document.querySelectorAll('.finding').forEach(function (item) {
            item.addEventListener('mouseenter', function () { toggle(item, true); });
            item.addEventListener('mouseleave', function () { if (!item.classList.contains('active')) toggle(item, false); });
            item.addEventListener('focus', function () { toggle(item, true); });
            item.addEventListener('blur', function () { if (!item.classList.contains('active')) toggle(item, false); });
            item.addEventListener('click', function () { item.classList.toggle('active'); toggle(item, item.classList.contains('active')); });
          });
          function loaded() {
            var images = Array.prototype.filter.call(document.images, function (img) { return img.complete && img.naturalWidth > 0; });
            document.body.setAttribute('data-images-loaded', String(images.length));
          }
          if (document.readyState === 'complete') loaded(); else window.addEventListener('load', loaded);
        })();

        """
}
