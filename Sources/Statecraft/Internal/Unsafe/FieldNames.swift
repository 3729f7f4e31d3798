/// Whether a struct's or an enum's field names were stripped at build time: what decides whether
/// the standard library can print a key path into it.
///
/// Built with `-disable-reflection-names` (Xcode's "Reflection Metadata Level" set to "Without
/// Names"), a type keeps its field records with empty names, and the standard library's
/// description of a key path into it stops the program (Swift 6.3: `AnyKeyPath.debugDescription`
/// unwraps the missing name). Without any reflection metadata it prints offsets instead, and does
/// not stop.
///
/// Read from the type's metadata (see `EnumMetadata` for the layouts): for a struct (kind 0x200)
/// or an enum (0x201, 0x202), word 1 is the nominal type descriptor, whose field descriptor is the
/// relative pointer at byte 16; the field descriptor's record count is at byte 12 and its records,
/// {flags, type name, field name} of 12 bytes, start at byte 16.
enum FieldNames {
  /// Whether `type` is a struct or an enum whose fields have records but no names.
  static func wereStripped(from type: any Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == 0x200 || kind == 0x201 || kind == 0x202 else { return false }
    let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    guard fieldsOffset != 0 else { return false }
    let fields = descriptor.advanced(by: 16 + Int(fieldsOffset))
    guard fields.load(fromByteOffset: 12, as: UInt32.self) > 0 else { return false }
    let record = fields.advanced(by: 16)
    let nameOffset = record.load(fromByteOffset: 8, as: Int32.self)
    guard nameOffset != 0 else { return true }
    return record.advanced(by: 8 + Int(nameOffset)).load(as: UInt8.self) == 0
  }
}
