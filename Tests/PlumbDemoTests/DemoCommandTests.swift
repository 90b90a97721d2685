import PlumbDemoScreens
import XCTest

final class DemoCommandTests: XCTestCase {
    private let screens = ["profile", "list", "form"]

    private func parse(_ arguments: [String]) throws(DemoUsageError) -> DemoCommand {
        try DemoCommand.parse(arguments, screens: screens)
    }

    private func assertRejects(_ arguments: [String], _ message: String, line: UInt = #line) {
        XCTAssertThrowsError(try parse(arguments), line: line) { error in
            XCTAssertEqual((error as? DemoUsageError)?.description, message, line: line)
        }
    }

    func testNoArgumentsRunsEveryScreenIntoTheDefaultFolder() throws {
        XCTAssertEqual(
            try parse([]),
            .run(DemoOptions(outputDirectory: "plumb-output", screens: [], size: nil)))
    }

    func testOptionsTakeTheirValueAfterASpaceOrAnEqualsSign() throws {
        let expected = DemoCommand.run(
            DemoOptions(
                outputDirectory: "out", screens: ["form", "list"],
                size: DemoSize(width: 320, height: 480)))
        XCTAssertEqual(
            try parse(["--output", "out", "--screen", "form", "-s", "list", "--size", "320x480"]),
            expected)
        XCTAssertEqual(
            try parse(["--output=out", "--screen=form", "--screen=list", "--size=320x480"]),
            expected)
        XCTAssertEqual(
            try parse(["-o", "out", "-s", "form", "-s", "list", "--size", "320X480"]), expected)
    }

    func testARepeatedScreenIsLaidOutOnce() throws {
        XCTAssertEqual(
            try parse(["-s", "form", "-s", "form"]), .run(DemoOptions(screens: ["form"])))
    }

    func testHelpWinsOverEverythingElse() throws {
        XCTAssertEqual(try parse(["--size", "1x1", "--help"]), .help)
        XCTAssertEqual(try parse(["-h"]), .help)
    }

    func testListIsACommandOfItsOwn() throws {
        XCTAssertEqual(try parse(["--list"]), .list)
    }

    func testSizesAcceptDecimalsAndTheMultiplicationSign() throws {
        XCTAssertEqual(
            try parse(["--size", "320.5×480"]),
            .run(DemoOptions(size: DemoSize(width: 320.5, height: 480))))
    }

    func testUnknownOptionsAndStrayArgumentsAreErrors() {
        assertRejects(["--sise", "1x1"], "unknown option '--sise'")
        assertRejects(["--sise=1x1"], "unknown option '--sise'")
        assertRejects(["profile"], "unexpected argument 'profile'")
    }

    func testUnknownScreensNameTheScreensThatExist() {
        assertRejects(
            ["--screen", "settings"], "unknown screen 'settings' (screens: profile, list, form)")
    }

    func testMissingValuesAreErrors() {
        assertRejects(["--output"], "--output needs a value")
        assertRejects(["--output="], "--output needs a value")
        assertRejects(["--screen", "--size", "1x1"], "--screen needs a value")
        assertRejects(["--help=yes"], "--help takes no value")
    }

    func testMalformedOrUnreasonableSizesAreErrors() {
        let reason =
            "expected <width>x<height> in points, such as 375x667, each above 0 and at most 100000"
        for text in [
            "375", "375x", "x667", "axb", "0x667", "-1x667", "375x667x1", "nanx1", "infx1",
            "100001x1",
        ] {
            assertRejects(["--size", text], "invalid size '\(text)': \(reason)")
        }
    }

    func testOptionsThatTakeOneValueRejectASecond() {
        assertRejects(["--size", "1x1", "--size", "2x2"], "--size given twice")
        assertRejects(["-o", "a", "--output", "b"], "--output given twice")
    }

    func testUsageNamesEveryOptionAndScreen() {
        let usage = DemoCommand.usage(screens: screens)
        for word in ["--output", "--screen", "--size", "--list", "--help", "profile, list, form"] {
            XCTAssertTrue(usage.contains(word), word)
        }
    }

    func testSizesPrintAsTheyAreWritten() {
        XCTAssertEqual(DemoSize.phone.description, "390x844")
        XCTAssertEqual(DemoSize(width: 320.5, height: 480).description, "320.5x480")
    }
}
