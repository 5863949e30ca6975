/// A finding's evidence as the reports show it under `data` (JSON) and in `properties` (SARIF):
/// its fields in order, each under its documented key.
extension Evidence {
    var jsonPairs: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        for field in fields {
            switch field {
            case let .taker(id): pairs.append(("by", id.map(JSONValue.string) ?? .null))
            case let .takerKind(kind): pairs.append(("kind", .string(kind.rawValue)))
            case let .image(name): pairs.append(("image", .string(name)))
            case let .sample(point): pairs.append(("sample", .point(point)))
            case let .measure(measure): pairs.append((measure.name, .number(measure.value)))
            case let .undersized(bounds, minWidth, minHeight):
                pairs += [("hitBounds", .rect(bounds)), ("minWidth", .number(minWidth)), ("minHeight", .number(minHeight))]
            case let .figure(key, figure): pairs.append((key, figure.json))
            }
        }
        return pairs
    }

    var json: JSONValue { .object(jsonPairs) }
}

extension Evidence.Figure {
    var json: JSONValue {
        switch self {
        case let .text(text): return .string(text)
        case let .number(value): return .number(value)
        case let .numbers(values): return .array(values.map(JSONValue.number))
        case let .texts(values): return .array(values.map(JSONValue.string))
        }
    }
}
