import QtQuick

// The player's colour around the whole screen while the screen is theirs (their handoff, hand
// or vote), so everyone at the table sees at a glance whose turn it is.
Rectangle {
    property color colour: "transparent"
    property bool bold: false   // thicker, for the handoff screen
    anchors.fill: parent
    anchors.margins: Theme.frameInset
    color: "transparent"
    radius: Theme.frameRadius
    border.color: colour
    border.width: bold ? Theme.frameWidthBold : Theme.frameWidth
    Accessible.ignored: true
}
