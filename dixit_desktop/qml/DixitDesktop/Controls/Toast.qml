import QtQuick
import QtQuick.Layouts

// One short message at a time (an explanation, never an error dialog). An ordinary one goes by
// itself after a few seconds, and a tap dismisses it at once. One that must be read (mustRead:
// saving stopped) stays until someone presses its OK button: no timer, no stray tap, so it is
// still there when the device comes back from the next player. Below it, while nothing is
// saved, `badge` is a small line that never goes ("Not saving: the disk is full").
Item {
    id: root
    property string text: ""
    property bool mustRead: false
    property string badge: ""
    signal dismissed()
    width: Math.max(toast.visible ? toast.width : 0, line.visible ? line.width : 0)
    height: toast.visible ? toast.height : (line.visible ? line.height : 0)

    Rectangle {
        id: toast
        objectName: "toast"
        anchors.horizontalCenter: parent.horizontalCenter
        visible: opacity > 0
        opacity: root.text.length > 0 ? 1 : 0
        Behavior on opacity { NumberAnimation { duration: Theme.fadeMs } }
        // clear of the corners (the pause button, also inside the score track; the kiosk corner)
        readonly property real room: root.parent ? root.parent.width - 2 * (Theme.trackBand + Theme.touch + Theme.gap) : 600
        width: Math.min(room, label.implicitWidth + Theme.toastPadding + (ok.visible
                        ? Theme.gap + ok.implicitWidth + Theme.gapSmall : Theme.toastPadding))
        height: Math.max(Theme.touch, label.implicitHeight + Theme.toastPadding) + (root.mustRead ? Theme.gapSmall : 0)
        radius: Math.min(height / 2, Theme.touch / 2 + Theme.gapSmall)
        color: Theme.ink
        border.color: Theme.gold
        border.width: Theme.lineWidth
        Accessible.role: Accessible.AlertMessage
        Accessible.name: root.text

        RowLayout {   // the words, then (must read) the OK button; mirrored right to left
            anchors.fill: parent
            anchors.leftMargin: Theme.toastPadding
            anchors.rightMargin: ok.visible ? Theme.gapSmall : Theme.toastPadding
            spacing: Theme.gap
            BodyText {
                id: label
                Layout.fillWidth: true
                text: root.text
                wrapMode: Text.WordWrap
                horizontalAlignment: ok.visible ? Text.AlignLeft : Text.AlignHCenter
            }
            BigButton {
                id: ok
                objectName: "toastOk"
                visible: root.mustRead
                tone: "gold"
                font.pixelSize: Theme.fontBody
                implicitWidth: Math.max(Theme.toastOkWidth, contentItem.implicitWidth + Theme.gap * 2)
                text: qsTr("OK")
                Accessible.name: qsTr("OK, I have read it")
                onActivated: root.dismissed()
            }
        }
        Timer {   // only a message that may go by itself does
            running: root.text.length > 0 && !root.mustRead
            interval: Theme.toastMs
            onTriggered: root.dismissed()
        }
        TapHandler {
            enabled: !root.mustRead
            onTapped: root.dismissed()
        }
    }

    Rectangle {   // while nothing is saved: small, and always there (public screens only)
        id: line
        objectName: "notSavingBadge"
        anchors.horizontalCenter: parent.horizontalCenter
        visible: root.badge.length > 0 && !toast.visible
        // narrow enough to stay between a screen header's title and its Back button
        width: Math.min(root.parent ? root.parent.width * Theme.badgeLineShare : 450, badgeText.implicitWidth + 2 * Theme.gap)
        height: badgeText.implicitHeight + Theme.gapSmall * 2
        radius: height / 2
        color: Theme.badgeLineBack
        border.color: Theme.gold
        border.width: Theme.hairline
        Accessible.role: Accessible.StaticText
        Accessible.name: root.badge
        CaptionText {
            id: badgeText
            objectName: "notSavingText"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, line.width - 2 * Theme.gap)
            text: root.badge
            color: Theme.paper
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
