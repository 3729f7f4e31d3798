#if canImport(SwiftUI)
  public import Statecraft
  public import SwiftUI

  extension Store {
    /// Sends an action, animating the changes it makes.
    ///
    /// ```swift
    /// Button("Add") { store.send(.addTapped, animation: .default) }
    /// ```
    ///
    /// The synchronous part of the send (the reducers, and the actions their `.send` effects feed
    /// back before it returns) runs in the animation; actions effects send later are not animated
    /// (rule V19).
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - animation: The animation; `nil` for none.
    /// - Returns: The task of the effects the action started.
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
      send(action, transaction: Transaction(animation: animation))
    }

    /// Sends an action in a transaction: the synchronous part of the send runs in it; actions
    /// effects send later do not (rule V19).
    ///
    /// ```swift
    /// store.send(.reload, transaction: Transaction(animation: .easeInOut))
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - transaction: The transaction.
    /// - Returns: The task of the effects the action started.
    @discardableResult
    public func send(_ action: Action, transaction: Transaction) -> StoreTask {
      withTransaction(transaction) { send(action) }
    }
  }
#endif
