import QtQuick

// Running text: the reading face at body size.
Text {
    font.family: Theme.textFont
    font.pixelSize: Theme.fontBody
    color: Theme.paper
}
