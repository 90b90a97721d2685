import Foundation
import PlumbLayout
import Testing

@MainActor
struct ConstraintValidationTests {
    func reason(_ make: () throws(PlumbError) -> LayoutConstraint) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            #expect(error.kind == .invalidConstraint)
            return error.description
        }
    }

    @Test func aLocationEqualToAConstantIsRefusedWithAutoLayoutsReason() {
        let view = LayoutView()
        let other = LayoutView()
        let noSecond = reason { () throws(PlumbError) in
            try LayoutConstraint.checked(
                item: view, attribute: .left, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, constant: 10)
        }
        #expect(
            noSecond?.contains(
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs"
            ) == true)
        let zero = reason { () throws(PlumbError) in
            try LayoutConstraint.checked(
                item: view, attribute: .top, relatedBy: .equal, toItem: other, attribute: .top,
                multiplier: 0)
        }
        #expect(zero?.contains("Location attributes must be specified in pairs") == true)
    }

    @Test func sizeAndLocationPairingsAreRefused() {
        let view = LayoutView()
        let other = LayoutView()
        for (a, b) in [
            (LayoutAttribute.width, LayoutAttribute.centerX), (.centerX, .width), (.leading, .top),
            (.height, .bottom),
        ] {
            let text = reason { () throws(PlumbError) in
                try LayoutConstraint.checked(
                    item: view, attribute: a, relatedBy: .equal, toItem: other, attribute: b)
            }
            #expect(
                text?.contains("Invalid pairing of layout attributes") == true, "\(a) with \(b)")
        }
    }

    @Test func leadingWithLeftIsRefused() {
        let view = LayoutView()
        let other = LayoutView()
        for (a, b) in [
            (LayoutAttribute.leading, LayoutAttribute.left), (.rightMargin, .trailing),
            (.leadingMargin, .right),
        ] {
            let text = reason { () throws(PlumbError) in
                try LayoutConstraint.checked(
                    item: view, attribute: a, relatedBy: .equal, toItem: other, attribute: b)
            }
            #expect(
                text?.contains(
                    "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
                ) == true)
        }
    }

    @Test func legalPairingsAreAccepted() throws {
        let view = LayoutView()
        let other = LayoutView()
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
            (.width, .height), (.centerX, .leading), (.left, .centerX),
            (.firstBaseline, .lastBaseline),
            (.topMargin, .centerY), (.centerXWithinMargins, .trailingMargin),
        ]
        for (a, b) in pairs {
            _ = try LayoutConstraint.checked(
                item: view, attribute: a, relatedBy: .equal, toItem: other, attribute: b)
        }
        _ = try LayoutConstraint.checked(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, constant: 5)
    }

    @Test func nonFiniteNumbersAndBadItemsAreRefused() {
        let view = LayoutView()
        #expect(
            reason { () throws(PlumbError) in
                try LayoutConstraint.checked(
                    item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, constant: .nan)
            }?.contains("constant is not finite") == true)
        #expect(
            reason { () throws(PlumbError) in
                try LayoutConstraint.checked(
                    item: view, attribute: .width, relatedBy: .equal, toItem: view,
                    attribute: .height, multiplier: .infinity)
            }?.contains("multiplier is not finite") == true)
        #expect(
            reason { () throws(PlumbError) in
                try LayoutConstraint.checked(
                    item: "a string", attribute: .width, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute)
            }?.contains("not a LayoutView or LayoutGuide") == true)
        #expect(
            reason { () throws(PlumbError) in
                try LayoutConstraint.checked(
                    item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                    attribute: .height)
            } != nil)
        #expect(
            reason { () throws(PlumbError) in
                try LayoutConstraint.checked(
                    item: LayoutGuide(), attribute: .leftMargin, relatedBy: .equal, toItem: view,
                    attribute: .left)
            }?.contains("no margin attributes") == true)
    }

    @Test func theUIKitInitializerReportsAndMakesAnInertConstraint() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = constrainedView(in: root)
        let bad = LayoutConstraint(
            item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
            multiplier: 1, constant: 0)
        #expect(log.kinds == [.invalidConstraint])
        #expect(bad.validationError != nil)
        let good = LayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 30)
        LayoutConstraint.activate([bad, good])
        #expect(log.kinds == [.invalidConstraint, .inertConstraint])
        #expect(!bad.isActive)
        #expect(good.isActive)
    }
}

@MainActor
struct ActivationErrorTests {
    @Test func itemsWithoutACommonAncestorAreRefusedAndTheRestActivated() {
        let log = ReportLog()
        defer { log.stop() }
        let rootA = makeRoot()
        let rootB = makeRoot()
        let a = constrainedView(in: rootA, name: "a")
        let b = constrainedView(in: rootB, name: "b")
        let cross = LayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
            multiplier: 1, constant: 0)
        let fine = LayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 30)
        LayoutConstraint.activate([cross, fine])
        #expect(log.kinds == [.noCommonAncestor])
        #expect(
            log.errors[0].description.contains("LayoutView'a'")
                && log.errors[0].description.contains("LayoutView'b'"))
        #expect(log.errors[0].description.contains("no common ancestor"))
        #expect(!cross.isActive && fine.isActive)
    }

    @Test func aGuideNotInAViewIsRefused() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let guide = LayoutGuide()
        guide.identifier = "floating"
        let constraint = LayoutConstraint(
            item: guide, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
            multiplier: 1, constant: 0)
        constraint.isActive = true
        #expect(log.kinds == [.notInHierarchy])
        #expect(log.errors[0].description.contains("LayoutGuide'floating'"))
        #expect(!constraint.isActive)
        root.addLayoutGuide(guide)
        constraint.isActive = true
        #expect(constraint.isActive)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame.width == 320)
    }

    @Test func anUnsatisfiableBatchBreaksTheIncomingConstraintAndReportsTheConflict() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = constrainedView(in: root, name: "box")
        pin(view, .left, .equal, root, .left)
        pin(view, .top, .equal, root, .top)
        pin(view, .height, constant: 10)
        let first = pin(view, .width, constant: 100)
        first.identifier = "narrow"
        let second = LayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 200)
        second.identifier = "wide"
        second.sourceLocation = "Screen.swift:42"
        second.isActive = true
        #expect(log.kinds == [.unsatisfiable])
        let report = log.errors[0]
        #expect(report.brokenConstraint === second)
        #expect(report.constraints.count == 2)
        #expect(
            report.constraints.contains { $0 === first }
                && report.constraints.contains { $0 === second })
        #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        // Each constraint as its Plumb expression, with its label and location.
        #expect(
            report.description.contains("\"wide: box.width == 200 (Screen.swift:42) [broken]\""))
        #expect(report.description.contains("\"narrow: box.width == 100\""))
        #expect(report.description.contains("Will attempt to recover by breaking constraint"))
        #expect(second.isActive && second.isBroken && !first.isBroken)
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 100, 10)
        // Once the other side goes, the broken one can be re-tried by reactivating it.
        first.isActive = false
        second.isActive = false
        second.isActive = true
        root.layoutIfNeeded()
        expectFrame(view.frame, 0, 0, 200, 10)
    }

    @Test func constraintsFightingATranslatingViewBreakTheUsersConstraint() {
        let log = ReportLog()
        defer { log.stop() }
        let root = makeRoot()
        let view = LayoutView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        let width = pin(view, .width, constant: 80)
        #expect(log.kinds == [.unsatisfiable])
        #expect(log.errors[0].brokenConstraint === width)
        #expect(log.errors[0].description.contains("autoresizing h=--&"))
        root.layoutIfNeeded()
        expectFrame(view.frame, 10, 10, 50, 50)
    }

    @Test func theDefaultHandlerPrintsWithoutCrashing() {
        PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler
        let root = makeRoot()
        let view = constrainedView(in: root)
        pin(view, .width, constant: 1)
        pin(view, .width, constant: 2)
        root.layoutIfNeeded()
        #expect(view.constraints.count == 2)
    }
}
