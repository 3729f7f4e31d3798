/// The name of a type as a reader writes it: nested types dotted, without module prefixes, also in
/// generic arguments (`Inventario.State`, `IdentifiedArray<UUID, Item>`).
package func typeName(_ type: any Any.Type) -> String {
  let full = String(reflecting: type)
  var result = ""
  result.reserveCapacity(full.count)
  var component = ""
  var atStartOfName = true
  var droppedModule = false
  for character in full {
    if character.isLetter || character.isNumber || character == "_" {
      component.append(character)
    } else if character == "." && atStartOfName && !droppedModule {
      // The first component of a qualified name is its module.
      component = ""
      droppedModule = true
    } else {
      result += component
      component = ""
      result.append(character)
      if character != "." {
        atStartOfName = true
        droppedModule = false
      } else {
        atStartOfName = false
      }
    }
  }
  return result + component
}
