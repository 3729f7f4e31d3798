/// A type that dumps as another value.
///
/// ``Dump`` draws a conforming value as its ``dumpValue`` instead of its own structure, and compares
/// it that way in a diff. A property wrapper that conforms is also shown under the name of the
/// wrapped property (`destination:`) rather than the name of its storage (`_destination:`).
///
/// ```swift
/// extension Presents: CustomDumpRepresentable {
///   public var dumpValue: Any { wrappedValue as Any }
/// }
/// // Feature.State(
/// //   destination: nil
/// // )
/// ```
///
/// > Important: Return a value of another type, or one that does not conform in turn: the dump
/// > looks through at most 32 levels of `dumpValue`.
public protocol CustomDumpRepresentable {
  /// The value to draw in place of this one.
  var dumpValue: Any { get }
}
