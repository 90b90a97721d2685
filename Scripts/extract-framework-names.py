#!/usr/bin/env python3
"""Regenerates the lists of the Apple ecosystem's public top-level Swift names that
Tests/PlumbTests/PublicNames/PublicNamesTests.swift checks Plumb's own names against.

Each list is one "<kind> <name>" a line under a '#' header that says where it came from:
  type NAME              struct, class, enum, protocol, typealias or actor
  func NAME              global function (base name, without its labels)
  var NAME               global variable or constant
  macro NAME             freestanding or attached macro
  operator FIXITY TOKEN  operator declaration (infix, prefix or postfix)
  precedencegroup NAME   precedence group
Names that begin with "_" are left out (they are not meant to be used, and Plumb never
declares public names like that).

Usage:
  python3 Scripts/extract-framework-names.py toolchain
      Swift (with _Concurrency and _StringProcessing, which every file imports), Foundation
      (swift-corelibs-foundation and swift-foundation: Foundation, FoundationEssentials,
      FoundationInternationalization, and Dispatch, which Foundation re-exports), XCTest and
      Testing, from this machine's toolchain, through `swift-synthesize-interface` (the
      compiler's own printout of a module's public interface).
  python3 Scripts/extract-framework-names.py ios-sdk PATH/iPhoneOS16.5.sdk
      UIKit (headers, API notes and Swift overlay), SwiftUI (.swiftinterface) and Apple's
      Foundation (headers, API notes and Swift overlay), from an
      iOS SDK as the theos/sdks repository carries it. Apple's Foundation goes to
      AppleFoundation.txt.
  python3 Scripts/extract-framework-names.py macos-frameworks PATH/Frameworks
      AppKit (headers and API notes), from a macOS SDK's Frameworks folder as the
      hexops/xcode-frameworks repository carries it.

The checked-in lists came from Swift 6.3.1 on x86_64 Linux (toolchain mode), from the
theos/sdks repository at commit 4af4cb1d02b6b8c6046db70851f70ca186b8bd73, folder
iPhoneOS16.5.sdk (an iOS 16.4 SDK; run with SDK_COMMIT set to that commit), and from the
hexops/xcode-frameworks repository at commit 8a1cfb373587ea4c9bb1468b7c986462d8d4e10e
(MacOSX14.2.sdk's frameworks; run with SDK_ORIGIN naming it). Nothing here reads a
network: the SDKs must already be on disk. Only the names are kept, never the SDKs' text.
"""

import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "PlumbTests", "PublicNames", "Resources")
TOOLCHAIN_BIN = os.environ.get("SWIFT_BIN", "/opt/swift/usr/bin")
TARGET = os.environ.get("SWIFT_TARGET", "x86_64-unknown-linux-gnu")

# --- Swift interfaces (.swiftinterface, or a synthesized interface) ----------------------

SWIFT_DECL = re.compile(
    r"^(?:@[\w.:]+(?:\((?:[^()]|\([^()]*\))*\))?\s+)*"
    r"(?:(?:public|open|final|indirect|nonisolated|__consuming|dynamic)\s+)*"
    r"(class|struct|enum|protocol|typealias|actor|func|var|let|macro)\s+"
    r"(`[^`]+`|[A-Za-z_]\w*)"
)
SWIFT_OPERATOR = re.compile(r"^(?:public\s+)?(infix|prefix|postfix)\s+operator\s+([^\s:{]+)")
SWIFT_PRECEDENCE = re.compile(r"^(?:public\s+)?precedencegroup\s+(\w+)")
KIND = {"func": "func", "var": "var", "let": "var", "macro": "macro"}


def swift_interface_names(path):
    """Top-level declarations of a Swift interface: those that start at column 0
    (interfaces indent every member; '#if' blocks are not indented)."""
    names = set()
    with open(path, encoding="utf-8", errors="replace") as file:
        for line in file:
            if not line or line[0] in " \t}/#\n":
                continue
            match = SWIFT_OPERATOR.match(line)
            if match:
                names.add(("operator", match.group(1) + " " + match.group(2)))
                continue
            match = SWIFT_PRECEDENCE.match(line)
            if match:
                names.add(("precedencegroup", match.group(1)))
                continue
            match = SWIFT_DECL.match(line)
            if match:
                names.add((KIND.get(match.group(1), "type"), match.group(2).strip("`")))
    return names


def synthesized_names(module):
    """The module's public interface as the compiler prints it, then its top-level names."""
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, module + ".swift")
        subprocess.run(
            [os.path.join(TOOLCHAIN_BIN, "swift-synthesize-interface"), "-module-name", module,
             "-target", TARGET, "-o", path],
            check=True)
        return swift_interface_names(path)


# --- Objective-C and C headers, as Swift imports them ------------------------------------

COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
SWIFT_NAME = re.compile(r"\b(?:NS_SWIFT_NAME|CF_SWIFT_NAME)\s*\(([^()]*(?:\([^()]*\))?[^()]*)\)")
REFINED = re.compile(r"\bNS_REFINED_FOR_SWIFT\b|\bCF_REFINED_FOR_SWIFT\b")
# All-capitals macros with arguments (API_AVAILABLE(ios(13.0)), NS_SWIFT_NAME(...)) and
# __attribute__((...)): attributes, never names.
ATTRIBUTE = re.compile(r"\b(?:[A-Z][A-Z0-9_]*|__attribute__)\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")
INTERFACE = re.compile(r"@interface\s+(\w+)\s*(<[^>]*>)?\s*(\(|:|\{|\n|$)")
PROTOCOL = re.compile(r"@protocol\s+(\w+)\s*(;|<|\n|$)")
ENUM_MACRO = re.compile(
    r"typedef\s+(?:NS|CF)_(?:ENUM|OPTIONS|CLOSED_ENUM|ERROR_ENUM)\s*\(\s*\w+\s*,\s*(\w+)\s*\)")
STATEMENT_END = re.compile(r";|@end|\}")
IDENT = re.compile(r"[A-Za-z_]\w*")
DECL_WORDS = {
    "extern", "static", "inline", "const", "void", "typedef", "struct", "enum", "union",
    "unsigned", "signed", "long", "short", "int", "char", "float", "double", "id",
    "__unsafe_unretained", "_Nonnull", "_Nullable", "_Null_unspecified", "nonnull",
    "nullable", "__kindof", "BOOL", "instancetype",
}


def swift_name(text):
    """The NS_SWIFT_NAME in `text` (the attributes of one declaration), if any."""
    match = SWIFT_NAME.search(text)
    return match.group(1).strip() if match else None


def imported(name, renamed):
    """The top-level Swift name a declaration imports as: `renamed` wins; a dotted name is a
    member of another type, so not top-level; a function name loses its labels."""
    if renamed:
        if "." in renamed.split("(")[0]:
            return None
        return renamed.split("(")[0].strip() or None
    return name


def header_names(path, api_notes):
    with open(path, encoding="utf-8", errors="replace") as file:
        text = COMMENT.sub(" ", file.read())
    text = re.sub(r"^\s*#.*$", " ", text, flags=re.M)  # preprocessor lines
    names = set()
    classes = set()

    def add(kind, name, attributes):
        if not name or REFINED.search(attributes):
            return
        renamed = swift_name(attributes) or api_notes.get(name)
        if renamed == "":
            return  # Availability: nonswift
        final = imported(name, renamed)
        if not final or final.startswith("_") or re.fullmatch(r"[A-Z][A-Z0-9_]+", final):
            return  # unnamed, hidden, or a macro the attribute pattern did not remove
        if kind == "var" and final[0].islower():
            return  # a constant of a typed enum (NS_TYPED_ENUM): imported as a member
        names.add((kind, final))

    def attributes_around(start, end):
        """The text of the declaration from the previous statement's end to `end`."""
        before = max(text.rfind(";", 0, start), text.rfind("@end", 0, start),
                     text.rfind("}", 0, start))
        return text[before + 1:end]

    for match in INTERFACE.finditer(text):
        if match.group(3) == "(":
            continue  # a category: an extension, no new name
        classes.add(match.group(1))
        stop = text.find("\n", match.end())
        add("type", match.group(1), attributes_around(match.start(), stop))
    for match in PROTOCOL.finditer(text):
        if match.group(2) == ";":
            continue  # forward declaration
        name = match.group(1)
        add("type", name + "Protocol" if name in classes else name,
            attributes_around(match.start(), match.end()))
    # typedefs: enums and options, structs, blocks, plain aliases
    for match in re.finditer(r"\btypedef\b", text):
        end = match.start()
        depth = 0
        while end < len(text):
            char = text[end]
            if char == "{":
                depth += 1
            elif char == "}":
                depth -= 1
            elif char == ";" and depth == 0:
                break
            end += 1
        statement = text[match.start():end]
        enum = ENUM_MACRO.match(statement)
        if enum:
            tail = statement[statement.rfind("}") + 1:] if "}" in statement else statement
            add("type", enum.group(1), tail + statement[:enum.end()])
            continue
        if "}" in statement:  # typedef struct/enum/union { … } Name attributes;
            tail = statement[statement.rfind("}") + 1:]
            words = IDENT.findall(ATTRIBUTE.sub(" ", tail))
            words = [w for w in words if not w.isupper() and w not in DECL_WORDS]
            if words:
                add("type", words[0], tail)
            continue
        block = re.search(r"\(\s*[\^*]\s*(?:_Nonnull|_Nullable|_Null_unspecified)?\s*(\w+)\s*\)",
                          statement)
        if block:
            add("type", block.group(1), statement)
            continue
        plain = ATTRIBUTE.sub(" ", statement)
        words = [w for w in IDENT.findall(plain) if not re.fullmatch(r"[A-Z][A-Z0-9_]+", w)]
        if words:
            add("type", words[-1], statement)
    # extern functions and constants
    for match in re.finditer(
            r"\b(?:UIKIT_EXTERN|UIKIT_STATIC_INLINE|APPKIT_EXTERN|APPKIT_STATIC_INLINE|"
            r"FOUNDATION_EXPORT|FOUNDATION_EXTERN|FOUNDATION_STATIC_INLINE|NS_INLINE|"
            r"CG_EXTERN|CG_INLINE|extern)\b", text):
        stop = STATEMENT_END.search(text, match.end())
        if not stop:
            continue
        statement = text[match.start():stop.start()]
        if "@interface" in statement or "@protocol" in statement or "typedef" in statement:
            continue
        plain = ATTRIBUTE.sub(" ", statement)
        call = re.search(r"([A-Za-z_]\w*)\s*\(", plain)
        if call:
            add("func", call.group(1), statement)
            continue
        words = [w for w in IDENT.findall(plain)
                 if not re.fullmatch(r"[A-Z][A-Z0-9_]+", w) and w not in DECL_WORDS]
        if words:
            add("var", words[-1], statement)
    return names


def api_notes(path):
    """Top-level renames of an .apinotes file: {ObjC name: Swift name, or "" when the
    declaration is not imported into Swift}. Per-version sections are ignored."""
    notes = {}
    if not os.path.exists(path):
        return notes
    name = None
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.startswith("SwiftVersions:"):
                break
            match = re.match(r"^- Name: *(\S+)", line)
            if match:
                name = match.group(1).strip("'\"")
                continue
            match = re.match(r"^  SwiftName: *(.*\S)", line)
            if match and name:
                notes[name] = match.group(1).strip("'\"")
                continue
            if re.match(r"^  Availability: *nonswift", line) and name:
                notes[name] = ""
    return notes


def framework_names(headers, notes_file, interfaces=()):
    notes = api_notes(notes_file)
    names = set()
    for root, _, files in os.walk(headers):
        for file in sorted(files):
            if file.endswith(".h"):
                names |= header_names(os.path.join(root, file), notes)
    for interface in interfaces:
        names |= swift_interface_names(interface)
    return names


# --- output ------------------------------------------------------------------------------


def write(file_name, header, names, command):
    names = sorted((k, n) for k, n in names if not n.startswith("_"))
    path = os.path.join(OUT, file_name)
    with open(path, "w", encoding="utf-8") as file:
        for line in header:
            file.write("# " + line + "\n" if line else "#\n")
        file.write("# Regenerate: python3 Scripts/extract-framework-names.py %s\n" % command)
        file.write("# %d names, one \"<kind> <name>\" a line (kinds: see that script).\n" % len(names))
        for kind, name in names:
            file.write("%s %s\n" % (kind, name))
    print("wrote %s (%d names)" % (os.path.relpath(path), len(names)))


def swift_version():
    out = subprocess.run([os.path.join(TOOLCHAIN_BIN, "swift"), "--version"],
                         capture_output=True, text=True).stdout + ""
    return out.strip().splitlines()[0] if out.strip() else "swift"


def toolchain():
    version = swift_version()
    source = "Source: `swift-synthesize-interface -module-name M -target %s` of %s." % (
        TARGET, version)
    modules = {
        "Swift.txt": ("Swift standard library (Swift, _Concurrency, _StringProcessing: every "
                      "Swift file imports them)", ["Swift", "_Concurrency", "_StringProcessing"]),
        "XCTest.txt": ("XCTest (swift-corelibs-xctest; Apple's XCTest is an Objective-C "
                       "framework whose names are XC-prefixed)", ["XCTest"]),
        "Testing.txt": ("Swift Testing library", ["Testing"]),
    }
    for file_name, (title, names) in modules.items():
        collected = set()
        for module in names:
            collected |= synthesized_names(module)
        write(file_name, ["Public top-level names of the " + title + ".", source], collected,
              "toolchain")
    collected = set()
    for module in ["Foundation", "FoundationEssentials", "FoundationInternationalization",
                   "Dispatch"]:
        collected |= synthesized_names(module)
    write("Foundation.txt", [
        "Public top-level names of Foundation as swift-corelibs-foundation and swift-foundation",
        "have them: modules Foundation, FoundationEssentials, FoundationInternationalization and",
        "Dispatch (which Foundation re-exports). swift-foundation is the code of Apple's own",
        "Foundation since macOS 15 / iOS 18, so this includes names such as Expression and",
        "Predicate; Apple's Objective-C Foundation has more: AppleFoundation.txt.",
        source,
    ], collected, "toolchain")


def ios_sdk(sdk):
    sdk = sdk.rstrip("/")
    version = os.path.basename(sdk)
    settings = os.path.join(sdk, "SDKSettings.json")
    if os.path.exists(settings):
        import json
        with open(settings) as file:
            data = json.load(file)
        version = "%s (%s)" % (data.get("DisplayName", version), os.path.basename(sdk))
    frameworks = os.path.join(sdk, "System", "Library", "Frameworks")
    swift = os.path.join(sdk, "usr", "lib", "swift")
    origin = ("the theos/sdks repository (commit %s), folder %s" %
              (os.environ.get("SDK_COMMIT", "?"), os.path.basename(sdk)))
    uikit = framework_names(
        os.path.join(frameworks, "UIKit.framework", "Headers"),
        os.path.join(frameworks, "UIKit.framework", "Headers", "UIKit.apinotes"),
        [os.path.join(swift, "UIKit.swiftmodule", "arm64e-apple-ios.swiftinterface")])
    write("UIKit.txt", [
        "Public top-level names of UIKit, as Swift imports them.",
        "Source: %s SDK from %s:" % (version, origin),
        "UIKit.framework/Headers/*.h (classes, protocols, typedefs, enums, functions, constants,",
        "renamed by NS_SWIFT_NAME and UIKit.apinotes; dotted Swift names are members, not",
        "top-level) and usr/lib/swift/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface.",
    ], uikit, "ios-sdk PATH/iPhoneOS16.5.sdk")
    swiftui = swift_interface_names(os.path.join(
        frameworks, "SwiftUI.framework", "Modules", "SwiftUI.swiftmodule",
        "arm64e-apple-ios.swiftinterface"))
    write("SwiftUI.txt", [
        "Public top-level names of SwiftUI.",
        "Source: %s SDK from %s:" % (version, origin),
        "SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface.",
        "Later SDKs add names (and split SwiftUICore out); the test also refuses the names",
        "Apple reserves by prefix.",
    ], swiftui, "ios-sdk PATH/iPhoneOS16.5.sdk")
    foundation = framework_names(
        os.path.join(frameworks, "Foundation.framework", "Headers"),
        os.path.join(frameworks, "Foundation.framework", "Headers", "Foundation.apinotes"),
        [os.path.join(frameworks, "Foundation.framework", "Modules", "Foundation.swiftmodule",
                      "arm64e-apple-ios.swiftinterface")])
    write("AppleFoundation.txt", [
        "Public top-level names of Apple's Foundation (beyond swift-corelibs-foundation).",
        "Source: %s SDK from %s:" % (version, origin),
        "Foundation.framework/Headers/*.h with Foundation.apinotes, and",
        "Foundation.framework/Modules/Foundation.swiftmodule/arm64e-apple-ios.swiftinterface.",
    ], foundation, "ios-sdk PATH/iPhoneOS16.5.sdk")


def macos_frameworks(folder):
    origin = os.environ.get("SDK_ORIGIN", "the hexops/xcode-frameworks repository")
    appkit = framework_names(
        os.path.join(folder, "AppKit.framework", "Headers"),
        os.path.join(folder, "AppKit.framework", "Headers", "AppKit.apinotes"))
    write("AppKit.txt", [
        "Public top-level names of AppKit, as Swift imports them.",
        "Source: MacOSX14.2.sdk's AppKit.framework/Headers/*.h, from " + origin + ".",
        "Classes, protocols, typedefs, enums, functions and constants, renamed by",
        "NS_SWIFT_NAME; dotted Swift names are members, not top-level. That copy has neither",
        "AppKit.apinotes (so a few names it nests, such as NSLayoutAttribute, are listed at",
        "top level too) nor AppKit's Swift overlay (whose own types are NS-prefixed, which the",
        "test refuses by prefix).",
    ], appkit, "macos-frameworks PATH/Frameworks")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "toolchain":
        toolchain()
    elif mode == "ios-sdk" and len(sys.argv) == 3:
        ios_sdk(sys.argv[2])
    elif mode == "macos-frameworks" and len(sys.argv) == 3:
        macos_frameworks(sys.argv[2])
    else:
        sys.exit(__doc__)
