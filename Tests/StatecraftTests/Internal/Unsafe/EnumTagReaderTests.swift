import Testing

@testable import Statecraft

/// `EnumTagReader`: the case of an enum value and its payload, read in place.
@Suite("Enum tags and payloads read in place")
struct EnumTagReaderTests {
  enum Event: Equatable {
    case started
    case count(Int)
    case named(String)
    case stopped
  }

  enum Tree: Equatable {
    indirect case node(String)
    case leaf
  }

  @Test("Tags follow declaration order, payload cases first")
  func tags() throws {
    let reader = try #require(EnumTagReader(Event.self))
    #expect(reader.tag(of: .count(3)) == 0)
    #expect(reader.tag(of: .named("a")) == 1)
    #expect(reader.tag(of: .started) == 2)
    #expect(reader.tag(of: .stopped) == 3)
    var value = Event.named("b")
    #expect(withUnsafePointer(to: &value) { reader.tag(at: $0) } == 1)
  }

  @Test("Only an enum has a reader, and only its own metadata makes one")
  func onlyEnums() throws {
    #expect(EnumTagReader(Int.self) == nil)
    let metadata = try #require(EnumMetadata.of(Event.self))
    #expect(EnumTagReader<Tree>(metadata: metadata) == nil)
    #expect(EnumTagReader<Event>(metadata: metadata) != nil)
  }

  @Test("A payload stored in place, or in a box, is read where it is")
  func payloads() throws {
    let events = try #require(EnumTagReader(Event.self))
    let count = Event.count(42)
    let countTag = events.tag(of: count)
    let metadata = try #require(EnumMetadata.of(Event.self))
    try #require(metadata.projectsInPlace(count, tag: countTag, payloadSize: 8))
    #expect(events.payload(inPlaceOf: count, tag: countTag, as: Int.self, indirect: false) == 42)

    let trees = try #require(EnumTagReader(Tree.self))
    let tree = Tree.node("boxed")
    let treeMetadata = try #require(EnumMetadata.of(Tree.self))
    let treeTag = trees.tag(of: tree)
    try #require(
      treeMetadata.projectsInPlace(tree, tag: treeTag, payloadSize: EnumMetadata.boxReferenceSize)
    )
    #expect(
      trees.payload(inPlaceOf: tree, tag: treeTag, as: String.self, indirect: true) == "boxed"
    )
  }

  @Test("A payload is changed in place only in its own case")
  func modify() throws {
    let reader = try #require(EnumTagReader(Event.self))
    var event = Event.count(1)
    let result = reader.modifyPayload(inPlaceOf: &event, tag: 0, as: Int.self) { count in
      count += 10
      return count
    }
    #expect(result == 11)
    #expect(event == .count(11))

    var other = Event.stopped
    let untouched = reader.modifyPayload(inPlaceOf: &other, tag: 0, as: Int.self) { count in
      count += 10
      return count
    }
    #expect(untouched == nil)
    #expect(other == .stopped)
  }
}
