/// A collection whose reflection is exactly its elements, in order, with the `.collection` display
/// style: the differ reads its elements directly, typed, instead of boxing each one through
/// `Mirror`.
///
/// Conform only a collection whose `Mirror` shows the same elements (an array, `IdentifiedArray`),
/// or its diff would disagree with its dump.
protocol DumpElements: RandomAccessCollection {}

extension Array: DumpElements {}
extension ContiguousArray: DumpElements {}
extension ArraySlice: DumpElements {}
