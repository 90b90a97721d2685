// plumb-demo: lays out sample screens with Plumb on the built-in engine.
import PlumbDemoScreens

print(DemoCommand.usage(screens: []))
