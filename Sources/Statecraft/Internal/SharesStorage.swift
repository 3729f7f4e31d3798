/// A value whose copies share one storage, so that copying a state does not copy it: what the
/// state explorer of `StatecraftTesting` refuses to explore, as its states would share the value
/// instead of each holding its own.
///
/// Shared state conforms (`@Shared`); a copy of a feature's state holding it still changes the
/// original's value.
package protocol SharesStorageAcrossCopies {}
