// The Apple backend's activation, over the UIKit and AppKit stubs alike: compiled into both
// Apple test targets (each holds a symlink to this file), with `ConformanceView` and
// `ConformanceGuide` as the platform's view and guide.

import Plumb
import Testing

#if PLUMB_STUB_UIKIT
    import PlumbUIKitStub
#elseif PLUMB_STUB_APPKIT
    import PlumbAppKitStub
#endif

@MainActor
@Suite struct AppleBackendActivationTests {
    /// What UIKit or AppKit would raise on never reaches `NSLayoutConstraint.activate`; the
    /// rest of the batch is activated by one call.
    @Test func refusedConstraintsNeverReachThePlatformAndTheRestIsOneActivateCall() {
        var reported: [PlumbError] = []
        PlumbDiagnostics.handler = { reported.append($0) }
        let root = ConformanceView()
        let a = ConformanceView()
        root.addSubview(a)
        let stranger = ConformanceView()
        let loose = ConformanceGuide()
        let calls = NSLayoutConstraint.stubActivateCalls
        let group = constrain(a, root, stranger, loose) { a, root, stranger, loose in
            a.top == root.top + 8
            a.leading == stranger.leading
            a.width == loose.width
            a.height == 20
        }
        let constraints = group.layoutConstraints
        #expect(NSLayoutConstraint.stubActivateCalls == calls + 1)
        #expect(constraints.map(\.isActive) == [true, false, false, true])
        #expect(
            NSLayoutConstraint.stubActiveConstraints.suffix(2).map(ObjectIdentifier.init)
                == [constraints[0], constraints[3]].map(ObjectIdentifier.init))
        #expect(reported.map(\.kind) == [.noCommonAncestor, .notInHierarchy])
        #expect(group.errors == reported)
    }
}
