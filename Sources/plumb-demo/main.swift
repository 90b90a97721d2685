// plumb-demo: lays out sample screens with Plumb on the built-in engine.
import PlumbLayout

print("plumb-demo: Plumb's sample screens are not written yet.")
print("Attributes the DSL knows: \(LayoutAttribute.allCases.map(\.description).joined(separator: ", "))")
