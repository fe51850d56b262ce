import QtQuick

// A heading inside a screen (a panel's title, a question): the display face, large.
Text {
    font.family: Theme.titleFont
    font.pixelSize: Theme.fontLarge
    color: Theme.paper
}
