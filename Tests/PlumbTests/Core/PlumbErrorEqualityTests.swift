import Plumb
import Testing

/// Two errors are equal when they say the same thing about the same constraints (the
/// compiler's `==` over the error's stored properties; Plumb declares no `==` of its own).
@MainActor
struct PlumbErrorEqualityTests {
    private final class Constraint {}

    private let location = ConstraintSourceLocation(fileID: "App/Card.swift", line: 31)

    @Test func errorsSayingTheSameThingAreEqual() {
        let first = PlumbError(
            .invalidPriority, "out of range", expression: "a.top == b.top", location: location)
        let second = PlumbError(
            .invalidPriority, "out of range", expression: "a.top == b.top", location: location)
        #expect(first == second)
    }

    @Test func eachFieldTellsErrorsApart() {
        let base = PlumbError(
            .invalidPriority, "out of range", expression: "a.top == b.top", location: location)
        #expect(
            base
                != PlumbError(
                    .nonFiniteNumber, "out of range", expression: "a.top == b.top",
                    location: location))
        #expect(
            base
                != PlumbError(
                    .invalidPriority, "too low", expression: "a.top == b.top", location: location))
        #expect(
            base
                != PlumbError(
                    .invalidPriority, "out of range", expression: "a.top == b.bottom",
                    location: location))
        #expect(
            base
                != PlumbError(
                    .invalidPriority, "out of range", expression: "a.top == b.top", location: nil))
    }

    @Test func theConstraintsInvolvedCountByIdentity() {
        let one = Constraint()
        let other = Constraint()
        func error(_ constraints: [AnyObject], broken: AnyObject? = nil) -> PlumbError {
            PlumbError(
                .unsatisfiable, "conflict", expression: nil, location: nil,
                constraints: constraints,
                broken: broken)
        }
        #expect(error([one]) == error([one]))
        #expect(error([one], broken: other) == error([one], broken: other))
        #expect(error([one]) != error([other]))
        #expect(error([one]) != error([one], broken: other))
        #expect(
            error([one]) != PlumbError(.unsatisfiable, "conflict", expression: nil, location: nil))
    }
}
