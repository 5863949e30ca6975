import HitLintCore
import SwiftSyntax

/// Finds targets that stand next to each other in an `HStack` or `VStack` whose `spacing:` is a
/// constant, and places their hit boxes as the stack lays them out (docs/swiftui.md, "Targets
/// side by side"): consecutive statements of the stack's closure, each a target whose box is
/// exact and whose own modifiers after it are understood. Anything else between two targets
/// (a `Spacer`, a view hitlint does not size, an `if`) ends the run, so no distance is guessed.
enum SwiftUIStackRows {
    /// A target as one statement of a stack: its frame there (after its own `padding` and
    /// `frame`) and its hit box in that frame.
    private struct Item {
        var statement: Int
        var target: SwiftUITarget
        var measure: SwiftUIMeasure
        /// Targets its `.overlay`s put over it, with their hit boxes in its frame.
        var overlays: [(target: SwiftUITarget, hit: Rect)] = []
    }

    /// Where a call is written, from its start to its end: what finds the target a call is (the
    /// nodes a visitor hands out and those reached by walking up are not the same instances).
    private struct Span: Hashable {
        var start: Int
        var end: Int
        init(_ call: FunctionCallExprSyntax) { (start, end) = (call.position.utf8Offset, call.endPosition.utf8Offset) }
    }

    /// A target with its own modifiers after it: the outermost of them, its measure there, and
    /// the targets its overlays put over it.
    private struct Chain {
        var top: Syntax
        var measure: SwiftUIMeasure
        var overlays: [(target: SwiftUITarget, hit: Rect)] = []
    }

    private struct Stack {
        var call: FunctionCallExprSyntax
        var name: String
        var items: [Item] = []
    }

    static func find(
        _ built: [(call: FunctionCallExprSyntax, target: SwiftUITarget)], converter: SourceLocationConverter
    ) -> [SwiftUITargetRow] {
        var byCall: [Span: SwiftUITarget] = [:]
        for (call, target) in built where target.box != nil { byCall[Span(call)] = target }
        var stacks: [SyntaxIdentifier: Stack] = [:]
        var order: [SyntaxIdentifier] = []
        var alone: [SwiftUITargetRow] = []
        for (call, target) in built {
            guard let chain = chain(call, target, byCall, depth: 0) else { continue }
            if let statement = chain.top.parent?.as(CodeBlockItemSyntax.self),
                let (stack, name, index) = enclosingStack(statement)
            {
                if stacks[stack.id] == nil {
                    stacks[stack.id] = Stack(call: stack, name: name)
                    order.append(stack.id)
                }
                stacks[stack.id]!.items.append(
                    Item(statement: index, target: target, measure: chain.measure, overlays: chain.overlays))
            } else if !chain.overlays.isEmpty, let hit = chain.measure.hit {
                alone.append(group([(target, hit)] + chain.overlays, "overlay", at: Syntax(call), converter))
            }
        }
        var rows: [SwiftUITargetRow] = []
        for id in order {
            rows += self.rows(of: stacks[id]!, converter: converter)
        }
        return rows + alone
    }

    /// The target's modifiers after it, followed outwards: its own `padding` and `frame` grow its
    /// frame, not what takes taps; an `.overlay` of another target puts that one over it; nil
    /// when a modifier changes what hitlint cannot follow.
    private static func chain(
        _ call: FunctionCallExprSyntax, _ target: SwiftUITarget, _ byCall: [Span: SwiftUITarget],
        depth: Int
    ) -> Chain? {
        guard let box = target.box, depth < 4 else { return nil }
        var measure = SwiftUIMeasure(frame: box.frame, hit: box.hit)
        var overlays: [(target: SwiftUITarget, hit: Rect)] = []
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
        {
            let name = member.declName.baseName.text
            switch name {
            case "padding", "frame":
                let placed =
                    name == "padding" ? SwiftUISizer.padding(outer, measure) : SwiftUISizer.frame(outer, measure)
                guard case .success(let next) = placed, next.frameUnknown == nil, !next.fillsWidth, !next.fillsHeight,
                    let before = measure.hit, let after = next.hit
                else { return nil }
                // What is over the target moves with it.
                let (dx, dy) = (after.x - before.x, after.y - before.y)
                overlays = overlays.map {
                    ($0.target, Rect(x: $0.hit.x + dx, y: $0.hit.y + dy, width: $0.hit.width, height: $0.hit.height))
                }
                measure = next
            case "overlay":
                guard let over = overlay(outer, on: measure.frame, byCall, depth: depth) else { return nil }
                overlays += over
            default:
                // Environment the label was already measured with, or nothing to layout.
                guard SwiftUISizer.neutral.contains(name) || SwiftUIEnvironment().applying(name, outer.arguments) != nil
                else { return nil }
            }
            node = Syntax(outer)
        }
        guard measure.hit != nil else { return nil }
        return Chain(top: node, measure: measure, overlays: overlays)
    }

    /// The targets an `.overlay` puts over a frame: its content is one target (with its own
    /// modifiers), placed by the overlay's alignment (centred by default); nil otherwise.
    private static func overlay(
        _ call: FunctionCallExprSyntax, on frame: Size, _ byCall: [Span: SwiftUITarget], depth: Int
    ) -> [(target: SwiftUITarget, hit: Rect)]? {
        let content =
            SwiftUISyntax.closures(call).first.flatMap { SwiftUISyntax.singleView($0.closure) }
            ?? call.arguments.first(where: { $0.label == nil })?.expression
        guard var innermost = content?.as(FunctionCallExprSyntax.self) else { return nil }
        while let base = SwiftUISyntax.modified(innermost)?.as(FunctionCallExprSyntax.self) { innermost = base }
        guard let target = byCall[Span(innermost)],
            let content, let inner = chain(innermost, target, byCall, depth: depth + 1),
            inner.top.position == content.position, inner.top.endPosition == content.endPosition,
            let hit = inner.measure.hit
        else { return nil }
        guard let alignment = alignment(of: call) else { return nil }
        guard let (dx, dy) = SwiftUISizer.aligned(inner.measure.frame, in: frame, alignment) else { return nil }
        let moved = { (r: Rect) in Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height) }
        return [(target, moved(hit))] + inner.overlays.map { ($0.target, moved($0.hit)) }
    }

    /// The `alignment:` a call is given: `center` when it has none, nil when it is not a
    /// written member (`alignment: value`, `Alignment(...)`).
    private static func alignment(of call: FunctionCallExprSyntax) -> String? {
        guard let written = SwiftUISyntax.argument(call, "alignment") else { return "center" }
        return SwiftUISyntax.memberName(written)
    }

    /// Targets placed in one frame, as a row of members.
    private static func group(
        _ members: [(target: SwiftUITarget, hit: Rect)], _ what: String, at node: Syntax,
        _ converter: SourceLocationConverter
    ) -> SwiftUITargetRow {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SwiftUITargetRow(
            stack: what, line: location.line, column: location.column,
            members: members.map {
                SwiftUITargetRow.Member(line: $0.target.line, column: $0.target.column, hit: $0.hit)
            })
    }

    /// The `HStack` or `VStack` whose content closure holds the statement, and its index there.
    private static func enclosingStack(_ statement: CodeBlockItemSyntax) -> (FunctionCallExprSyntax, String, Int)? {
        guard let list = statement.parent?.as(CodeBlockItemListSyntax.self),
            let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return nil }
        var holder = closure.parent
        if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
        guard let call = holder?.as(FunctionCallExprSyntax.self), SwiftUISyntax.modified(call) == nil,
            let name = SwiftUISyntax.calleeName(call), name == "HStack" || name == "VStack",
            SwiftUISyntax.closures(call).first?.closure.id == closure.id
        else { return nil }
        // Where the statement starts stands for its place; `rows(of:)` turns it into an index.
        return (call, name, statement.position.utf8Offset)
    }

    /// The runs of consecutive targets of one stack, placed by its spacing and alignment.
    /// A stack whose spacing or alignment is not understood keeps only its targets that have
    /// targets over them, each alone.
    private static func rows(of stack: Stack, converter: SourceLocationConverter) -> [SwiftUITargetRow] {
        // Statement starts -> their indices, in one pass over the stack's closure.
        var place: [Int: Int] = [:]
        if let statements = SwiftUISyntax.closures(stack.call).first?.closure.statements {
            for (index, statement) in statements.enumerated() { place[statement.position.utf8Offset] = index }
        }
        var items = stack.items
        for n in items.indices { items[n].statement = place[items[n].statement] ?? -2 * (n + 1) }
        items.sort { $0.statement < $1.statement }
        let horizontal = stack.name == "HStack"
        let alignment = alignment(of: stack.call) ?? "unknown"
        let understood = horizontal ? ["center", "top", "bottom"] : ["center", "leading", "trailing"]
        var spacing: Double?
        if let written = SwiftUISyntax.argument(stack.call, "spacing"), let value = SwiftUISyntax.number(written),
            value >= 0, value < 10_000, understood.contains(alignment)
        {
            spacing = value
        }
        var runs: [[Item]] = []
        for item in items {
            if spacing != nil, let last = runs.last?.last, last.statement + 1 == item.statement {
                runs[runs.count - 1].append(item)
            } else {
                runs.append([item])
            }
        }
        let location = converter.location(for: stack.call.positionAfterSkippingLeadingTrivia)
        return runs.filter { $0.count > 1 || !$0[0].overlays.isEmpty }.map { run in
            let thickness = run.map { horizontal ? $0.measure.frame.height : $0.measure.frame.width }.max() ?? 0
            var along = 0.0
            var members: [SwiftUITargetRow.Member] = []
            for item in run {
                let frame = item.measure.frame
                let own = horizontal ? frame.height : frame.width
                let across: Double
                switch alignment {
                case "top", "leading": across = 0
                case "bottom", "trailing": across = thickness - own
                default: across = (thickness - own) / 2
                }
                let (x, y) = horizontal ? (along, across) : (across, along)
                for (target, hit) in [(item.target, item.measure.hit!)] + item.overlays {
                    let placed = Rect(x: x + hit.x, y: y + hit.y, width: hit.width, height: hit.height)
                    members.append(SwiftUITargetRow.Member(line: target.line, column: target.column, hit: placed))
                }
                along += (horizontal ? frame.width : frame.height) + (spacing ?? 0)
            }
            let what = run.count > 1 ? stack.name : "overlay"
            return SwiftUITargetRow(stack: what, line: location.line, column: location.column, members: members)
        }
    }
}
