/// A value whose copies share one storage, so that copying a state does not copy it: what the
/// state explorer of `StatecraftTesting` names when it refuses to run such a state's effects in
/// tasks or to check its transitions, as every copy of the state would show one value.
///
/// Shared state conforms (`@Shared`, `SharedReader`); a copy of a feature's state holding it still
/// changes the original's value.
package protocol SharesStorageAcrossCopies {}
