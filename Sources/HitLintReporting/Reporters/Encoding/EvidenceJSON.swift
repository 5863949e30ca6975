import HitLintEngine

/// A finding's evidence as the reports show it under `data` (JSON) and in `properties` (SARIF):
/// its fields in order, each under its documented key.
extension Evidence {
    package var jsonPairs: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        for field in fields {
            switch field {
            case .taker(let id): pairs.append(("by", id.map(JSONValue.string) ?? .null))
            case .takerKind(let kind): pairs.append(("kind", .string(kind.rawValue)))
            case .image(let name): pairs.append(("image", .string(name)))
            case .sample(let point): pairs.append(("sample", .point(point)))
            case .measure(let measure): pairs.append((measure.name, .number(measure.value)))
            case .undersized(let bounds, let minWidth, let minHeight):
                pairs += [
                    ("hitBounds", .rect(bounds)), ("minWidth", .number(minWidth)), ("minHeight", .number(minHeight)),
                ]
            case .figure(let key, let figure): pairs.append((key, figure.json))
            }
        }
        return pairs
    }

    package var json: JSONValue { .object(jsonPairs) }
}

extension Evidence.Figure {
    package var json: JSONValue {
        switch self {
        case .text(let text): return .string(text)
        case .number(let value): return .number(value)
        case .numbers(let values): return .array(values.map(JSONValue.number))
        case .texts(let values): return .array(values.map(JSONValue.string))
        }
    }
}
