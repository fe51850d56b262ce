import QtQuick
import QtQuick.Controls.Basic
import DixitDesktop.Backend

// One short message at a time (an explanation, never an error dialog). Tap to dismiss.
Rectangle {
    id: toast
    objectName: "toast"
    readonly property string text: Table.message
    visible: opacity > 0
    opacity: text.length > 0 ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.fadeMs } }
    width: Math.min(parent.width - 2 * Theme.margin, label.implicitWidth + 3 * Theme.gap)
    height: Math.max(Theme.touch, label.implicitHeight + Theme.gap * 1.5)
    radius: height / 2
    color: Theme.ink
    border.color: Theme.gold
    border.width: 2
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text

    Text {
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, toast.parent.width - 4 * Theme.margin)
        text: toast.text
        color: Theme.paper
        font.family: Theme.textFont
        font.pixelSize: Theme.fontBody
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }
    Timer {
        running: toast.text.length > 0
        interval: 4000
        onTriggered: Table.dismissMessage()
    }
    TapHandler { onTapped: Table.dismissMessage() }
}
