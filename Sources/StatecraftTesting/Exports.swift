@_exported public import Statecraft
