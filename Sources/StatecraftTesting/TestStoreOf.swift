// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

public import Statecraft

/// A test store of a feature, named by its reducer: `TestStoreOf<Counter>` is
/// `TestStore<Counter.State, Counter.Action>`.
///
/// For a store kept in a property, or handed to a helper, where its type must be written:
///
/// ```swift
/// @MainActor
/// func signIn(_ store: TestStoreOf<Login>) async {
///   await store.send(.signInTapped) {
///     $0.isSigningIn = true
///   }
/// }
/// ```
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
