import QtQuick

// A short label in the display face at body size: a player's name, a rule set's name.
Text {
    font.family: Theme.titleFont
    font.pixelSize: Theme.fontBody
    color: Theme.paper
}
