// AppKit's named priorities around a window's size (AUTOLAYOUT.md §1.4 and §2.11).

extension LayoutPriority {
    /// 510: AppKit's `dragThatCanResizeWindow`, a drag that may resize the window.
    public static let dragThatCanResizeWindow = LayoutPriority(rawValue: 510)
    /// 500: AppKit's `windowSizeStayPut`, the priority at which a window keeps its size:
    /// constraints above it may resize the window, those below must fit it (PlumbLayout's
    /// `LayoutView.sizePriority` holds a root this way).
    public static let windowSizeStayPut = LayoutPriority(rawValue: 500)
    /// 490: AppKit's `dragThatCannotResizeWindow`, a drag that must not resize the window.
    public static let dragThatCannotResizeWindow = LayoutPriority(rawValue: 490)
}
