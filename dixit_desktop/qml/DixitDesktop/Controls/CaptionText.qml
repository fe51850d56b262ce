import QtQuick

// Small print: hints, details, a line under a name.
Text {
    font.family: Theme.textFont
    font.pixelSize: Theme.fontSmall
    color: Theme.moonlight
}
