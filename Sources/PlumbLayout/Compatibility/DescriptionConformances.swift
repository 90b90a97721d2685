// The engine's types are `@MainActor`, so their `description` can only satisfy
// `CustomStringConvertible` through an isolated conformance, which Swift 6.2 introduced.
// The package declares tools version 6.0: older compilers build everything except these
// conformances (the `description` properties stay), and `print(view)` then shows the
// default description. Inactive `#if compiler` blocks are not parsed, so the new syntax is
// safe here.
#if compiler(>=6.2)
    extension LayoutView: @MainActor CustomStringConvertible,
        @MainActor CustomDebugStringConvertible
    {}
    extension LayoutGuide: @MainActor CustomStringConvertible {}
    extension LayoutConstraint: @MainActor CustomStringConvertible,
        @MainActor CustomDebugStringConvertible
    {}
    extension ConflictReport: @MainActor CustomStringConvertible {}
#endif
