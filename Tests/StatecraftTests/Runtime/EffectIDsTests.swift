import Testing

@testable import Statecraft

/// The ids under one cancellation key, which keep a lone id without a set.
@Suite("EffectIDs")
struct EffectIDsTests {
  private func id(_ raw: UInt64) -> EffectID { EffectID(rawValue: raw) }

  @Test("Ids go in and out in any order, and come back oldest first, through one id and many")
  func insertAndRemove() {
    var ids = EffectIDs()
    #expect(ids.isEmpty)
    #expect(ids.ascending.isEmpty)

    ids.insert(id(7))
    ids.insert(id(7))
    #expect(ids.ascending == [id(7)])

    ids.insert(id(3))
    ids.insert(id(5))
    #expect(ids.ascending == [id(3), id(5), id(7)])

    ids.remove(id(5))
    ids.remove(id(42))
    #expect(ids.ascending == [id(3), id(7)])

    // Down to one id, and back up: the lone id is kept, not lost, on the way.
    ids.remove(id(3))
    #expect(ids.ascending == [id(7)])
    ids.insert(id(1))
    #expect(ids.ascending == [id(1), id(7)])

    ids.remove(id(7))
    ids.remove(id(1))
    #expect(ids.isEmpty)
    ids.remove(id(1))
    #expect(ids.isEmpty)
  }

  @Test("A key is forgotten with its last id, and only then")
  func removeUnderKey() {
    let key = CancelKey(level: .root, id: CancelID("search"))
    var registry: [CancelKey: EffectIDs] = [:]
    registry[key, default: EffectIDs()].insert(id(1))
    registry[key, default: EffectIDs()].insert(id(2))

    registry.remove(id(1), under: key)
    #expect(registry[key]?.ascending == [id(2)])
    registry.remove(id(2), under: key)
    #expect(registry[key] == nil)
    registry.remove(id(2), under: key)
    #expect(registry.isEmpty)
  }

  @Test("Cancellation ids of equal values are one id whatever the integer type, as AnyHashable")
  func cancelIDEquality() {
    #expect(CancelID(1) == CancelID(UInt8(1)))
    #expect(CancelID(1).hashValue == CancelID(UInt8(1)).hashValue)
    #expect(CancelID(1) != CancelID(2))
    #expect(CancelID("1") != CancelID(1))
  }
}
