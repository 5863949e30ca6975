import Foundation
import XCTest

/// Validates reports with real validators: Python's `jsonschema` against the official SARIF
/// 2.1.0 schema and `xmlschema` against the JUnit XSD, both from ../shared/schemas.
/// Tests skip (with a message) when ../shared or the Python packages are missing, unless
/// HITLINT_REQUIRE_VALIDATORS=1 (set by .ci/run), where that is a failure.
enum SchemaValidator {
    static let schemas = ProjectPaths.shared.appendingPathComponent("schemas")

    static func requireValidators() throws {
        let required = ProcessInfo.processInfo.environment["HITLINT_REQUIRE_VALIDATORS"] == "1"
        guard FileManager.default.fileExists(atPath: schemas.path) else {
            if required { XCTFail("../shared/schemas is absent") }
            throw XCTSkip("../shared/schemas is absent: schema validation skipped")
        }
        guard (try? run(script: "import jsonschema, xmlschema", input: "")) == 0 else {
            if required {
                XCTFail("python3 with jsonschema and xmlschema is required (pip install jsonschema xmlschema)")
            }
            throw XCTSkip("python3 jsonschema/xmlschema not installed: schema validation skipped")
        }
    }

    static func assertValidSARIF(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try requireValidators()
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            cls = jsonschema.validators.validator_for(schema)
            errors = sorted(cls(schema, format_checker=cls.FORMAT_CHECKER).iter_errors(json.loads(sys.stdin.read())), key=str)
            for error in errors[:3]: print(error.message, list(error.absolute_path))
            sys.exit(1 if errors else 0)
            """
        var output = ""
        let status = try run(
            script: script, arguments: [schemas.appendingPathComponent("sarif-schema-2.1.0.json").path], input: text,
            output: &output)
        XCTAssertEqual(status, 0, "SARIF is not valid: \(output)", file: file, line: line)
    }

    static func assertValidJUnit(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try requireValidators()
        let script = """
            import sys, xmlschema
            schema = xmlschema.XMLSchema(sys.argv[1])
            errors = list(schema.iter_errors(sys.stdin.read()))
            for error in errors[:3]: print(error.reason, error.path)
            sys.exit(1 if errors else 0)
            """
        var output = ""
        let status = try run(
            script: script, arguments: [schemas.appendingPathComponent("junit-10.xsd").path], input: text,
            output: &output)
        XCTAssertEqual(status, 0, "JUnit XML is not valid: \(output)", file: file, line: line)
    }

    /// Checks well-formedness of any XML (Checkstyle) with Python's own parser.
    static func assertWellFormedXML(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        var output = ""
        let status = try run(
            script: "import sys, xml.dom.minidom\nxml.dom.minidom.parseString(sys.stdin.buffer.read())", input: text,
            output: &output)
        XCTAssertEqual(status, 0, "XML is not well-formed: \(output)", file: file, line: line)
    }

    @discardableResult
    static func run(script: String, arguments: [String] = [], input: String) throws -> Int32 {
        var ignored = ""
        return try run(script: script, arguments: arguments, input: input, output: &ignored)
    }

    static func run(script: String, arguments: [String] = [], input: String, output: inout String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus
    }
}
