import QtQuick

// One short message at a time (an explanation, never an error dialog). It goes by itself after
// a few seconds; a tap dismisses it at once.
Rectangle {
    id: toast
    objectName: "toast"
    property string text: ""
    signal dismissed()
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

    BodyText {
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, toast.parent.width - 4 * Theme.margin)
        text: toast.text
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }
    Timer {
        running: toast.text.length > 0
        interval: 4000
        onTriggered: toast.dismissed()
    }
    TapHandler { onTapped: toast.dismissed() }
}
