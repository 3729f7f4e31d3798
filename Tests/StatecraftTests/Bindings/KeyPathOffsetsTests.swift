import Testing

@testable import Statecraft

/// `KeyPathOffsets`, the per-thread table of key-path offsets that `case .binding(\.field):`
/// lines read instead of walking a key path each time.
@Suite("KeyPathOffsets")
struct KeyPathOffsetsTests {
  struct Inner {
    var a = 0
    var b = ""
  }

  struct Root {
    var x = 0
    var y = ""
    var inner = Inner()
    var computed: Int {
      get { x }
      set { x = newValue }
    }
  }

  /// Many distinct key path objects, more than the table has places: paths built at run time by
  /// appending are new objects each time.
  private static func keyPaths() -> [PartialKeyPath<Root>] {
    var paths: [PartialKeyPath<Root>] = [\Root.x, \Root.y, \Root.inner, \Root.computed]
    let inner: WritableKeyPath<Root, Inner> = \.inner
    for _ in 0..<100 {
      paths.append(inner.appending(path: \Inner.a))
      paths.append(inner.appending(path: \Inner.b))
      paths.append((\Root.self).appending(path: \Root.computed))
    }
    return paths
  }

  @Test("Every answer is MemoryLayout.offset(of:)'s, for 304 key paths asked three times over")
  func answers() {
    var table = KeyPathOffsets()
    let paths = Self.keyPaths()
    for round in 0..<3 {
      for path in round == 1 ? paths.reversed() : paths {
        #expect(table.offset(of: path) == MemoryLayout<Root>.offset(of: path))
      }
    }
    #expect(MemoryLayout<Root>.offset(of: \Root.computed) == nil)
    #expect(table.offset(of: \Root.computed) == nil)
  }

  @Test("An entry keeps its key path alive, so no other key path can come to have its address")
  func keepsKeyPathsAlive() {
    var table = KeyPathOffsets()
    weak var released: AnyKeyPath?
    do {
      let inner: WritableKeyPath<Root, Inner> = \.inner
      let path = inner.appending(path: \Inner.b)
      released = path
      #expect(table.offset(of: path) == MemoryLayout<Root>.offset(of: path))
    }
    #expect(released != nil)
  }
}
