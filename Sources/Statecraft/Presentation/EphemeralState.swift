/// Not API: state that dismisses itself once the parent has handled one of its actions, such as an
/// alert or a confirmation dialog (rule R6).
public protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}
