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
    }

    private struct Stack {
        var call: FunctionCallExprSyntax
        var name: String
        var items: [Item] = []
    }

    static func find(
        _ built: [(call: FunctionCallExprSyntax, target: SwiftUITarget)], converter: SourceLocationConverter
    )
        -> [SwiftUITargetRow]
    {
        var stacks: [SyntaxIdentifier: Stack] = [:]
        var order: [SyntaxIdentifier] = []
        for (call, target) in built {
            guard let box = target.box, let (statement, measure) = standing(call, box),
                let (stack, name, index) = enclosingStack(statement)
            else { continue }
            if stacks[stack.id] == nil {
                stacks[stack.id] = Stack(call: stack, name: name)
                order.append(stack.id)
            }
            stacks[stack.id]!.items.append(Item(statement: index, target: target, measure: measure))
        }
        var rows: [SwiftUITargetRow] = []
        for id in order {
            rows += self.rows(of: stacks[id]!, converter: converter)
        }
        return rows
    }

    /// The statement a target is (the target call with its own modifiers after it) and its
    /// measure there; nil when one of those modifiers changes what hitlint cannot follow.
    private static func standing(_ call: FunctionCallExprSyntax, _ box: SwiftUITarget.Box)
        -> (CodeBlockItemSyntax, SwiftUIMeasure)?
    {
        var measure = SwiftUIMeasure(frame: box.frame, hit: box.hit)
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
        {
            let name = member.declName.baseName.text
            switch name {
            case "padding", "frame":
                // Outside the target these grow its frame, not what takes taps.
                let placed =
                    name == "padding" ? SwiftUISizer.padding(outer, measure) : SwiftUISizer.frame(outer, measure)
                guard case .success(let next) = placed, next.frameUnknown == nil, !next.fillsWidth, !next.fillsHeight
                else { return nil }
                measure = next
            default:
                // Environment the label was already measured with, or nothing to layout.
                guard SwiftUISizer.neutral.contains(name) || SwiftUIEnvironment().applying(name, outer.arguments) != nil
                else { return nil }
            }
            node = Syntax(outer)
        }
        guard let statement = node.parent?.as(CodeBlockItemSyntax.self), measure.hit != nil else { return nil }
        return (statement, measure)
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
            SwiftUISyntax.closures(call).first?.closure.id == closure.id,
            let index = list.firstIndex(where: { $0.id == statement.id })
        else { return nil }
        return (call, name, list.distance(from: list.startIndex, to: index))
    }

    /// The runs of consecutive targets of one stack, placed by its spacing and alignment.
    private static func rows(of stack: Stack, converter: SourceLocationConverter) -> [SwiftUITargetRow] {
        guard stack.items.count > 1, let written = SwiftUISyntax.argument(stack.call, "spacing"),
            let spacing = SwiftUISyntax.number(written), spacing >= 0, spacing < 10_000
        else { return [] }
        let horizontal = stack.name == "HStack"
        let alignment = SwiftUISyntax.argument(stack.call, "alignment").flatMap(SwiftUISyntax.memberName) ?? "center"
        let understood = horizontal ? ["center", "top", "bottom"] : ["center", "leading", "trailing"]
        guard understood.contains(alignment) else { return [] }
        var runs: [[Item]] = []
        for item in stack.items.sorted(by: { $0.statement < $1.statement }) {
            if let last = runs.last?.last, last.statement + 1 == item.statement {
                runs[runs.count - 1].append(item)
            } else {
                runs.append([item])
            }
        }
        let location = converter.location(for: stack.call.positionAfterSkippingLeadingTrivia)
        return runs.filter { $0.count > 1 }.map { run in
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
                let hit = item.measure.hit!
                let placed =
                    horizontal
                    ? Rect(x: along + hit.x, y: across + hit.y, width: hit.width, height: hit.height)
                    : Rect(x: across + hit.x, y: along + hit.y, width: hit.width, height: hit.height)
                members.append(SwiftUITargetRow.Member(line: item.target.line, column: item.target.column, hit: placed))
                along += (horizontal ? frame.width : frame.height) + spacing
            }
            return SwiftUITargetRow(stack: stack.name, line: location.line, column: location.column, members: members)
        }
    }
}
