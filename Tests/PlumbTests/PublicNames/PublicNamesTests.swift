import Foundation
import XCTest

/// Plumb's public names never clash with the Apple ecosystem's.
///
/// An app imports UIKit, SwiftUI and Foundation beside Plumb, and its tests Swift Testing
/// or XCTest: a Plumb type, global function, macro or operator with the name of one of
/// theirs makes plain code ambiguous in every such file. These tests list every file-scope
/// public declaration of Plumb, PlumbLayout, PlumbSolver and PlumbSnapshotTesting (read
/// from `Sources/`) and
/// compare the names with the checked-in lists of `Resources/` (see
/// `Scripts/extract-framework-names.py` for where each comes from and how to regenerate it).
final class PublicNamesTests: XCTestCase {
    /// The modules whose public names reach an app.
    static let checkedModules = ["Plumb", "PlumbLayout", "PlumbSolver", "PlumbSnapshotTesting"]

    func testNoPublicNameOfPlumbClashesWithTheAppleEcosystem() throws {
        let declarations = try PlumbSources.publicDeclarations()
        let clashes = try FrameworkNames.load().clashes(of: declarations)
        XCTAssertTrue(
            clashes.isEmpty,
            "Plumb's public names clash with the Apple ecosystem's; rename them:\n"
                + clashes.joined(separator: "\n"))
    }

    func testEveryClashIsNamedWithItsFramework() throws {
        let names = try FrameworkNames.load()
        let added = [
            PublicDeclaration(kind: .type, name: "Expression", location: "Solver.swift:1"),
            PublicDeclaration(kind: .type, name: "SourceLocation", location: "A.swift:2"),
            PublicDeclaration(kind: .function, name: "withKnownIssue", location: "B.swift:3"),
            PublicDeclaration(kind: .type, name: "UIThing", location: "C.swift:4"),
            PublicDeclaration(kind: .type, name: "Testing", location: "D.swift:5"),
            PublicDeclaration(kind: .operator, name: "infix ~=", location: "E.swift:6"),
            PublicDeclaration(kind: .operator, name: "infix ~", location: "F.swift:7"),
            PublicDeclaration(kind: .operatorFunction, name: "==", location: "G.swift:8"),
            PublicDeclaration(kind: .type, name: "ConstraintGroup", location: "H.swift:9"),
        ]
        XCTAssertEqual(
            names.clashes(of: added),
            [
                "type Expression (Solver.swift:1) is also a public name of Foundation",
                "type SourceLocation (A.swift:2) is also a public name of Testing",
                "func withKnownIssue (B.swift:3) is also a public name of Testing",
                "type UIThing (C.swift:4) has a prefix Apple's frameworks reserve (UI)",
                "type Testing (D.swift:5) is the name of a module an app imports",
                "operator infix ~= (E.swift:6) is also a public name of Swift",
            ])
    }

    func testTheListsHoldTheFrameworksNames() throws {
        let names = try FrameworkNames.load()
        let expected: [(String, String, String)] = [
            ("SwiftUI", "type", "EdgeInsets"), ("SwiftUI", "type", "View"),
            ("Testing", "type", "SourceLocation"), ("Testing", "macro", "expect"),
            ("Foundation", "type", "Expression"), ("Foundation", "type", "Predicate"),
            ("Foundation", "type", "URL"), ("AppleFoundation", "type", "NSString"),
            ("UIKit", "type", "UIEdgeInsets"), ("UIKit", "type", "NSDirectionalEdgeInsets"),
            ("UIKit", "type", "UIView"), ("UIKit", "func", "UIApplicationMain"),
            ("AppKit", "type", "NSView"), ("AppKit", "type", "NSLayoutGuide"),
            ("Swift", "type", "Array"), ("Swift", "func", "print"), ("Swift", "type", "Task"),
            ("Swift", "operator", "infix =="), ("Swift", "precedencegroup", "ComparisonPrecedence"),
            ("XCTest", "type", "XCTestCase"), ("XCTest", "func", "XCTAssertEqual"),
        ]
        for (framework, kind, name) in expected {
            XCTAssertTrue(
                names.frameworks(of: "\(kind) \(name)").contains(framework),
                "\(framework).txt should list \(kind) \(name)")
        }
        XCTAssertFalse(names.frameworks(of: "type UIView").contains("SwiftUI"))
        // Members are not top-level names: UIKit's NSLayoutConstraint.Attribute.
        XCTAssertTrue(names.frameworks(of: "type Attribute").isEmpty)
    }

    func testTheScannerFindsPlumbsPublicNames() throws {
        let declarations = try PlumbSources.publicDeclarations()
        let names = Set(declarations.map { "\($0.kind.rawValue) \($0.name)" })
        for expected in [
            "type ConstraintGroup", "type LayoutItem", "type LayoutPriority", "func constrain",
            "type AppleConstraintBackend", "type PlumbPlatformView", "type LayoutView",
            "type LayoutConstraint", "type Solver", "type Variable", "operator infix ~",
            "precedencegroup LayoutPriorityPrecedence", "operator-func +",
        ] {
            XCTAssertTrue(names.contains(expected), "expected \(expected) among \(names.sorted())")
        }
        // Members, internal and nested declarations are not file-scope public names.
        for member in ["var anchors", "type Attribute", "func inset", "type LayoutItemTypeNames"] {
            XCTAssertFalse(names.contains(member), "\(member) is not a file-scope public name")
        }
        XCTAssertGreaterThan(declarations.count, 100)
    }

    /// Plumb adds nothing to UIKit's and AppKit's classes but the `anchors` namespace (and the
    /// static `constraintBackend` that ``LayoutItem`` requires; see its documentation for why).
    /// `translatesAutoresizingMaskIntoConstraints` is UIKit's and AppKit's own.
    func testPlumbAddsOnlyAnchorsToUIKitAndAppKitClasses() throws {
        var members: Set<String> = []
        for module in Self.checkedModules {
            let folder = PlumbSources.root.appendingPathComponent("Sources/\(module)")
            for file in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap({ $0 as? URL }).filter({ $0.pathExtension == "swift" }) ?? []
            {
                members.formUnion(
                    PublicDeclarationScanner.members(
                        inBlocksMatching: Self.platformExtension,
                        of: try String(contentsOf: file, encoding: .utf8)))
            }
        }
        XCTAssertEqual(
            members.sorted(),
            ["anchors", "constraintBackend", "translatesAutoresizingMaskIntoConstraints"])
    }

    /// The blocks whose members reach `UIView`, `NSView`, their layout guides and constraints:
    /// their extensions, and the protocols they adopt from Plumb and those protocols'
    /// extensions.
    static let platformExtension = try! NSRegularExpression(
        pattern: #"^\s*(?:@\w+\s+)*(?:public\s+)?(?:extension|protocol)\s+"#
            + #"(?:UIView|NSView|UILayoutGuide|NSLayoutGuide|NSLayoutConstraint|NSLayoutAnchor|"#
            + #"NSLayoutXAxisAnchor|NSLayoutYAxisAnchor|NSLayoutDimension|PlumbPlatformView|"#
            + #"PlumbPlatformLayoutGuide|LayoutItem|LayoutViewItem)\b"#)

    func testTheMemberScannerReadsExtensionsAndProtocols() {
        let source = """
            @MainActor
            public protocol LayoutItem: AnyObject {
                static var constraintBackend: any ConstraintBackend { get }
            }
            extension LayoutItem {
                public var anchors: Int { 1 }
                var internalHelper: Int { 2 }
                func helper() { let nested = { public var x = 1 } }
            }
            #if canImport(UIKit)
                extension UIView {
                    public var layoutItemName: String { "" }
                }
            #endif
            extension EdgesAnchor {
                public func inset(by insets: Int) -> Int { insets }
            }
            """
        XCTAssertEqual(
            PublicDeclarationScanner.members(inBlocksMatching: Self.platformExtension, of: source),
            ["constraintBackend", "anchors", "layoutItemName"])
    }

    func testTheScannerReadsFileScopeDeclarationsOnly() {
        let source = #"""
            import Foundation
            /* public struct InComment {} /* nested */ public struct StillComment {} */
            // public struct InLineComment {}
            @MainActor public final class Group {
                public struct Nested {}
                public func member() { let text = "}{ public struct InString {}" }
            }
            open class Open {}
            @available(iOS 13, *)
            public enum Kind: Int { case a }
            public protocol Item: AnyObject {}
            public typealias Alias = Int
            public func constrain<A>(_ a: A) {}
            public func + (a: Group, b: Group) -> Group { a }
            public prefix func - (a: Group) -> Group { a }
            public let constant = 1
            public var variable: Int { 1 }
            struct Internal {}
            internal func hidden() {}
            extension Group {
                public static func == (a: Group, b: Group) -> Bool { true }
                public var property: Int { 1 }
            }
            #if canImport(UIKit)
                public typealias PlatformView = UIView
            #endif
            let message = """
                public struct InMultilineString {} \(Group.self) }
                """
            precedencegroup Loose { lowerThan: ComparisonPrecedence }
            infix operator ~ : Loose
            public actor Worker {}
            public struct `Type` {}
            """#
        let found = PublicDeclarationScanner.declarations(in: source, file: "F.swift")
        XCTAssertEqual(
            found.map(\.description),
            [
                "type Group (F.swift:4)", "type Open (F.swift:8)", "type Kind (F.swift:10)",
                "type Item (F.swift:11)", "type Alias (F.swift:12)",
                "func constrain (F.swift:13)", "operator-func + (F.swift:14)",
                "operator-func - (F.swift:15)", "var constant (F.swift:16)",
                "var variable (F.swift:17)", "type PlatformView (F.swift:25)",
                "precedencegroup Loose (F.swift:30)", "operator infix ~ (F.swift:31)",
                "type Worker (F.swift:32)", "type Type (F.swift:33)",
            ])
    }
}

/// Plumb's own sources, found from this file's path.
enum PlumbSources {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The file-scope public declarations of the modules an app sees.
    static func publicDeclarations() throws -> [PublicDeclaration] {
        try PublicNamesTests.checkedModules.flatMap { module in
            try PublicDeclarationScanner.declarations(
                under: root.appendingPathComponent("Sources/\(module)"), relativeTo: root)
        }
    }
}

/// The checked-in names of the Apple ecosystem, by `kind name` line.
struct FrameworkNames {
    /// Module names an app imports: a type with one of these names shadows the module.
    static let moduleNames: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "Dispatch", "UIKit", "AppKit", "SwiftUI", "SwiftUICore", "XCTest", "Testing",
        "CoreGraphics", "Combine", "Observation",
    ]
    /// Prefixes Apple's frameworks reserve for their own names (`UIView`, `NSView`, `CGRect`).
    static let reservedPrefixes = ["UI", "NS", "CG", "CF", "CA", "XC"]

    private var entries: [String: Set<String>] = [:]

    /// Reads every list in `PublicNames/Resources/`.
    static func load() throws -> FrameworkNames {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Resources")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".txt") }.sorted()
        var names = FrameworkNames()
        for file in files {
            let framework = String(file.dropLast(4))
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                names.entries[String(line), default: []].insert(framework)
            }
        }
        return names
    }

    /// The frameworks whose list has the line `entry` (`type EdgeInsets`).
    func frameworks(of entry: String) -> Set<String> { entries[entry] ?? [] }

    /// Apple's Foundation list is Foundation's, for people reading a failure.
    private func display(_ frameworks: Set<String>) -> String {
        Set(frameworks.map { $0 == "AppleFoundation" ? "Foundation" : $0 }).sorted()
            .joined(separator: ", ")
    }

    /// One line for each of `declarations` that clashes, saying with what.
    ///
    /// A type, function, variable or macro clashes with any top-level identifier of the same
    /// name (a type `Foo` and a function `Foo` make `Foo(…)` ambiguous); an operator
    /// declaration with one of the same fixity and token; a precedence group with one of the
    /// same name. Operator implementations overload operators that Swift declares and are
    /// not new names.
    func clashes(of declarations: [PublicDeclaration]) -> [String] {
        declarations.compactMap { declaration in
            let found: Set<String>
            switch declaration.kind {
            case .operatorFunction: return nil
            case .operator: found = frameworks(of: "operator \(declaration.name)")
            case .precedenceGroup: found = frameworks(of: "precedencegroup \(declaration.name)")
            case .type, .function, .variable, .macro:
                if Self.moduleNames.contains(declaration.name) {
                    return "\(declaration) is the name of a module an app imports"
                }
                if let prefix = Self.reservedPrefixes.first(where: {
                    declaration.name.hasPrefix($0)
                        && declaration.name.dropFirst($0.count).first?.isUppercase == true
                }) {
                    return "\(declaration) has a prefix Apple's frameworks reserve (\(prefix))"
                }
                found = ["type", "func", "var", "macro"].reduce(into: []) {
                    $0.formUnion(frameworks(of: "\($1) \(declaration.name)"))
                }
            }
            return found.isEmpty ? nil : "\(declaration) is also a public name of \(display(found))"
        }
    }
}
