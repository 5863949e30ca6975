import SwiftSyntax

/// Small readings of SwiftUI expressions the reader and the sizer share.
enum SwiftUISyntax {
    /// `.name` or `Type.name` (`.plain`, `Font.title`): the member's name.
    static func memberName(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// A number literal, negated or not (`24`, `-8`, `12.5`).
    static func number(_ expression: ExprSyntax) -> Double? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        // `CGFloat(24)`
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["CGFloat", "Double"].contains(name)
        {
            return number(call.arguments.first!.expression)
        }
        return nil
    }

    /// A string literal without interpolation.
    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }

    /// The name a call is made by: `Button` for `Button(...)`, `padding` for `x.padding()`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        // `Button<Text>(...)`
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The view a modifier call is applied to: `x` of `x.padding()`; nil for a plain call.
    static func modified(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The closures a call is given, by label: the trailing closure is labelled `""` (or its
    /// parameter's name when an argument names the first), then the labelled ones.
    static func closures(_ call: FunctionCallExprSyntax) -> [(label: String, closure: ClosureExprSyntax)] {
        var result: [(String, ClosureExprSyntax)] = []
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                result.append((argument.label?.text ?? "", closure))
            }
        }
        if let trailing = call.trailingClosure { result.append(("", trailing)) }
        for extra in call.additionalTrailingClosures { result.append((extra.label.text, extra.closure)) }
        return result
    }

    /// The one expression a closure returns as its view: its single statement, or nil.
    static func singleView(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        let items = closure.statements.filter { !$0.item.is(DeclSyntax.self) }
        guard items.count == 1, let item = items.first else { return nil }
        if let expression = item.item.as(ExprSyntax.self) { return expression }
        if let statement = item.item.as(ReturnStmtSyntax.self) { return statement.expression }
        if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }

    static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }
}
