/// The direction in which a view's contents run, as `UIUserInterfaceLayoutDirection` names it.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1
}
