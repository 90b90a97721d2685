// PlumbLayout re-exports the DSL so that `import PlumbLayout` is all an app or a test needs.
@_exported import Plumb
