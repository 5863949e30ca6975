import HitLintCore

/// One reported problem (docs/rules.md).
public struct Finding: Sendable, Hashable {
    public let rule: String
    public private(set) var severity: Severity
    /// Where the view's `id` is written.
    public let location: SourceLocation
    public private(set) var screen: String
    public let view: String
    /// How messages name the view (`SceneView.quoted`: "'close'", "switch Bpf-N5-p1A"), when
    /// the finding is of a view of a screen.
    package let viewName: String?
    /// What the rule found, without advice ("the hit area of 'close' is 24 x 24 pt, smaller
    /// than 44 x 44 pt").
    public let statement: String
    /// What to do about it: the checked change, or what could help (`FindingAdvice`).
    public private(set) var advice: FindingAdvice?
    /// What the run adds after the advice: "(worse than the baseline: ...)".
    public private(set) var annotation: String?
    /// What the finding rests on; reports derive their `data` from it.
    package let evidence: Evidence
    /// The YAML manifest the finding comes from; differs from `location.file` for a finding on a
    /// view imported from an Interface Builder file. Nil: the same file.
    public let manifest: String?
    /// The checked change that removes the finding, as an edit of the manifest (SARIF `fixes`).
    public var fix: FindingFix? = nil
    /// The layouts it holds on (docs/layout.md): empty when only the stored frames were linted,
    /// `["all"]` when it holds on every linted layout, else their names ("iPhone 16, landscape").
    public private(set) var devices: [String] = []
    /// Its evidence's sample point lies on the hit map its screen report shows (false: another
    /// layout's figures were kept, docs/layout.md, "Findings across layouts").
    package private(set) var sampleOnMap = true

    /// The view as messages name it: its `viewName`, or its id in quotes.
    package var quotedView: String { viewName ?? "'\(view)'" }

    /// The checked change its advice names, when it names one.
    package var remedy: Remedy? { advice?.remedy }

    /// The sentence every format prints: the statement, then the advice after "; ", then the
    /// annotation.
    public var message: String {
        var text = statement
        if !devices.isEmpty && devices != ["all"] { text += " (on \(LayoutNames.compact(devices)))" }
        if let advice { text += "; " + advice.sentence }
        if let annotation { text += " " + annotation }
        return text
    }

    package init(
        rule: String, severity: Severity, location: SourceLocation, screen: String, view: String,
        message: String, advice: FindingAdvice? = nil, evidence: Evidence = .none, manifest: String? = nil,
        viewName: String? = nil
    ) {
        self.manifest = manifest
        self.viewName = viewName
        self.rule = rule
        self.severity = severity
        self.location = location
        self.screen = screen
        self.view = view
        self.statement = message
        self.advice = advice
        self.evidence = evidence
    }

    /// The finding as a note, `why` after its advice (a finding that bears on no tap target,
    /// `RuleRunner.boundToTargets`).
    package func demotedToNote(_ why: String) -> Finding {
        var copy = self
        copy.severity = .note
        copy.annotation = [annotation, why].compactMap { $0 }.joined(separator: " ")
        return copy
    }

    /// The finding with `advice` in place of what it had (the linter settles a rule's options
    /// into a checked change).
    package func advised(_ advice: FindingAdvice) -> Finding {
        var copy = self
        copy.advice = advice
        return copy
    }

    /// The finding advising its rule's options and why no change holds (no options: no advice),
    /// without the edit of its former advice.
    package func unchecked(_ withheld: AdviceWithheld) -> Finding {
        var copy = self
        copy.advice = evidence.advice.map { FindingAdvice(options: $0.options, withheld: withheld) }
        copy.fix = nil
        return copy
    }

    /// The finding with its advice's budget note said or left out (`FindingAdvice.sayingBudgetNote`).
    package func sayingBudgetNote(_ says: Bool) -> Finding {
        guard let advice else { return self }
        var copy = self
        copy.advice = advice.sayingBudgetNote(says)
        return copy
    }

    /// The finding with figures of a layout other than the one whose map its report shows.
    package func offMap() -> Finding {
        var copy = self
        copy.sampleOnMap = false
        return copy
    }

    /// The finding reported under the screen named `name` (a finding merged from a scroll
    /// view's content screen keeps its owner's name, which identifies it).
    package func inScreen(_ name: String) -> Finding {
        var copy = self
        copy.screen = name
        return copy
    }

    /// The finding on these layouts.
    package func on(_ devices: [String]) -> Finding {
        var copy = self
        copy.devices = devices
        return copy
    }

    /// The finding with `text` after its advice.
    package func annotated(_ text: String) -> Finding {
        var copy = self
        copy.annotation = text
        return copy
    }

    /// `findings` in `reportOrder`. Indices are sorted, not the findings: a finding is a large
    /// value, costly to move. The comparisons read them in place (an array's subscript would
    /// copy both, a dozen retains and releases each; relints sort thousands).
    package static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        let order = findings.withUnsafeBufferPointer { all in findings.indices.sorted { reportOrder(all[$0], all[$1]) }
        }
        return order.map { findings[$0] }
    }

    /// The order of every report: by place, then rule, then message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        // Field by field, as a tuple compares, without building the tuples (copies of four strings each).
        if a.screen != b.screen { return a.screen < b.screen }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.view != b.view { return a.view < b.view }
        return a.message < b.message
    }
}

/// What a finding advises, as data: the change the linter checked (docs/fixes.md), or the
/// rule's options and why no change is named. Its sentence is rendered from that data once, when
/// it is made; reports print the sentence (text, JSON and the other formats in the message, SARIF
/// also as `fixes` when the change is an edit `hitlint fix` makes). Nothing decides by the
/// sentence: merging across layouts compares `key`.
public struct FindingAdvice: Sendable, Hashable {
    /// "enlarge it by 1 pt on every side (enlarge: 1)", or, unchecked, what could help.
    public private(set) var sentence: String
    /// The checked change the sentence names; nil when it names none (the rule's options).
    package let remedy: Remedy?
    /// The ids of the views `remedy` names, in the order of `Remedy.views`: another layout's
    /// copy of the screen numbers its views otherwise.
    package var views: [String] = []
    /// The sizes a `.resize` sets, as its sentence names them ("set the height constraint of
    /// 'Go' to 44 pt": `.height(44)`). Two layouts may grow a view by different amounts to the
    /// same size: that is the same advice.
    package let settings: [ResizeSetting]
    /// The other rules whose findings on the view the change removes too, sorted.
    package let alsoRemoves: [String]
    /// A goal rule that still reports the view after the change (an enlarge's).
    package let stillReportedBy: String?
    /// When no change is named: the rule's options (nil: the rule gave none).
    package let options: String?
    /// When no change is named and the linter says why.
    package let withheld: AdviceWithheld?

    /// A checked change: `change` says it ("enlarge it by 1 pt on every side (enlarge: 1)").
    package init(
        change: String, remedy: Remedy, settings: [ResizeSetting] = [], alsoRemoves: [String] = [],
        stillReportedBy: String? = nil
    ) {
        var sentence = change
        if !alsoRemoves.isEmpty {
            sentence +=
                ", which also removes its \(alsoRemoves.joined(separator: " and ")) finding\(alsoRemoves.count == 1 ? "" : "s")"
        }
        if let stillReportedBy { sentence += "; \(stillReportedBy) still reports it then" }
        self.sentence = sentence
        self.remedy = remedy
        self.settings = settings
        self.alsoRemoves = alsoRemoves
        self.stillReportedBy = stillReportedBy
        self.options = nil
        self.withheld = nil
    }

    /// The rule's options, and why no change is named when the linter says.
    package init(options: String, withheld: AdviceWithheld? = nil) {
        self.sentence = withheld.map { "\(options) (\($0.text))" } ?? options
        self.remedy = nil
        self.settings = []
        self.alsoRemoves = []
        self.stillReportedBy = nil
        self.options = options
        self.withheld = withheld
    }

    /// The same advice with its budget note (`AdviceWithheld.Reason.budget`) said or left out:
    /// a screen says it once, on its first finding that has it (`LintReport.budgetNotedOnce`).
    package func sayingBudgetNote(_ says: Bool) -> FindingAdvice {
        guard case .budget? = withheld?.reason, let options, let withheld else { return self }
        var copy = self
        copy.sentence = says ? "\(options) (\(withheld.text))" : options
        return copy
    }

    /// What two layouts' advice must share to be the same: the change with its views by id (their
    /// indices differ between a screen and its scroll view's content, and where a size class
    /// leaves a view out), what it also removes, or the options and why none holds.
    package var key: Key {
        var change = remedy?.on(Array(repeating: 0, count: remedy?.views.count ?? 0))
        if case .resize = change { change = .resize(view: 0, Insets(top: 0, right: 0, bottom: 0, left: 0)) }
        return Key(
            remedy: change, views: views, settings: settings, alsoRemoves: alsoRemoves,
            stillReportedBy: stillReportedBy,
            options: options, withheld: withheld)
    }

    package struct Key: Hashable {
        /// The change with its views numbered 0 (`views` names them) and, for a resize, its
        /// growth left out (`settings` says what it sets).
        package var remedy: Remedy?
        package var views: [String]
        package var settings: [ResizeSetting]
        package var alsoRemoves: [String]
        package var stillReportedBy: String?
        package var options: String?
        package var withheld: AdviceWithheld?
    }
}

/// A size a resize sets: a width or height (a constraint's constant or the frame's), or points
/// added to the content insets.
package enum ResizeSetting: Sendable, Hashable {
    case width(Double)
    case height(Double)
    case contentInsets(Insets)
}

/// Why a finding's advice names no change, as data.
package struct AdviceWithheld: Sendable, Hashable {
    package enum Reason: Sendable, Hashable {
        /// Every change tried was refused: why ("'tiny' needs 44 pt of height but ...").
        case refused(String)
        /// The screen's advice budget (views linted again) ran out before a change was checked.
        case budget(total: Int)
        /// On several layouts, each named a change, not the same one.
        case noCommonChange
    }

    package var reason: Reason
    /// The layout the reason holds on, when the finding is on several and it is one of them's.
    package var layout: String?

    package init(_ reason: Reason, on layout: String? = nil) {
        self.reason = reason
        self.layout = layout
    }

    /// Which reason a finding on several layouts gives: a refusal, then the budget, then no
    /// common change.
    package var rank: Int {
        switch reason {
        case .refused: return 0
        case .budget: return 1
        case .noCommonChange: return 2
        }
    }

    /// "not on iPhone SE (3rd generation) landscape: not every change was checked: ...".
    package var text: String {
        let why: String
        switch reason {
        case .refused(let refusal): why = refusal
        case .budget(let total):
            why = "not every change was checked: advice may lint at most \(total) views again per screen"
        case .noCommonChange: why = "no one change was checked on every layout"
        }
        return layout.map { "not on \($0): \(why)" } ?? why
    }
}

/// A finding's fix as an edit of a file: what `hitlint fix` writes for it.
public struct FindingFix: Sendable, Hashable {
    /// One span of the file replaced; lines and columns 1-based, columns in Unicode code points,
    /// the end exclusive (as SARIF counts).
    public struct Replacement: Sendable, Hashable {
        public let startLine: Int
        public let startColumn: Int
        public let endLine: Int
        public let endColumn: Int
        public let text: String

        public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int, text: String) {
            (self.startLine, self.startColumn, self.endLine, self.endColumn, self.text) = (
                startLine, startColumn, endLine, endColumn, text
            )
        }
    }

    /// "set enlarge: [0, 4, 4, 0] on 'close'".
    public let description: String
    public let file: String
    public let replacements: [Replacement]

    public init(description: String, file: String, replacements: [Replacement]) {
        (self.description, self.file, self.replacements) = (description, file, replacements)
    }
}
