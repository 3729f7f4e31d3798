/// The name of a type as a reader writes it: nested types dotted, without module prefixes or
/// private contexts, also in generic arguments (`Inventario.State`, `IdentifiedArray<UUID, Item>`).
///
/// Runtime issue messages and the dump use the same names.
package func typeName(_ type: any Any.Type) -> String {
  DumpTypeName.of(type)
}
