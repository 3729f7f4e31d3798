public import Foundation

extension UUID {
  /// Creates the UUID whose last digits are `intValue` in hexadecimal, for tests:
  /// `UUID(0)` is `00000000-0000-0000-0000-000000000000`, `UUID(42)` is
  /// `00000000-0000-0000-0000-00000000002A`.
  ///
  /// In a test store the `\.uuid` dependency counts up from `UUID(0)`, separately in each store, so
  /// a test can say which ids a feature made:
  ///
  /// ```swift
  /// await store.send(.addTapped) {
  ///   $0.items = [Item(id: UUID(0), name: "")]
  /// }
  /// ```
  ///
  /// The value fills the last 8 bytes of the UUID, most significant first; a negative value is
  /// taken as its two's-complement bit pattern (`UUID(-1)` is
  /// `00000000-0000-0000-FFFF-FFFFFFFFFFFF`).
  ///
  /// - Parameter intValue: The number the UUID ends with.
  public init(_ intValue: Int) {
    let bits = UInt64(bitPattern: Int64(intValue))
    func byte(_ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: bits >> (8 * (7 - index))) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0,
        byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
      )
    )
  }
}
