"""The table: Qt models and the controller that adapt the rules engine for the QML views."""
