import QtQuick

// A sheet of cream paper for text and controls.
Rectangle {
    color: Theme.paper
    radius: Theme.radius
    border.color: Theme.paperShade
    border.width: Theme.hairline
}
