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

  // 62: the places wrap around the table's end.
  @Test(
    "Four key paths that share a home place all stay: a form's lines that land on one place do not evict each other on every action",
    arguments: [5, 62]
  )
  func sharedHome(home: Int) {
    var table = KeyPathOffsets()
    let all = Self.keyPaths()
    // Four: the places a key path may lie in (a fifth replaces one, below).
    let paths: [AnyKeyPath] = Array(all.prefix(4))
    // A made-up offset for each: the table keeps what `find` answered.
    let answer = { (path: AnyKeyPath) in 8 * (all.firstIndex { $0 === path } ?? -1) }
    var finds = 0
    for round in 0..<3 {
      for path in paths {
        let offset = table.offset(of: path, home: home) {
          finds += 1
          return answer(path)
        }
        #expect(offset == answer(path), "round \(round)")
      }
    }
    #expect(finds == paths.count)

    // One more with that home finds every place taken: it replaces the entry at the home, and
    // every answer stays right.
    let extra: AnyKeyPath = all[4]
    for path in paths + [extra] + paths {
      #expect(table.offset(of: path, home: home) { answer(path) } == answer(path))
    }
  }
}
