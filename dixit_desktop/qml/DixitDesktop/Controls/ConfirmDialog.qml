import QtQuick
import QtQuick.Layouts

// "Is this final?" before a secret choice. Enter confirms; "Change my mind" (or Escape, through
// the screen's back action) goes back. Create it only while it is asked (a Loader's active).
Rectangle {
    id: dialog
    objectName: "confirmDialog"
    property string question: ""
    property string confirmText: qsTr("Yes")
    property string cancelText: qsTr("Change my mind")
    property string detail: qsTr("Once confirmed it cannot be changed.")
    property color accent: Theme.gold
    signal confirmed()
    signal cancelled()
    anchors.fill: parent
    color: Theme.veil
    Component.onCompleted: yes.forceActiveFocus()

    MouseArea { objectName: "confirmShield"; anchors.fill: parent }   // nothing behind can be touched meanwhile

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
        height: content.implicitHeight + 2 * Theme.margin
        border.color: dialog.accent
        border.width: Theme.dialogBorder

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gap
            HeadingText {
                Layout.fillWidth: true
                text: dialog.question
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                color: Theme.ink
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            BodyText {
                Layout.fillWidth: true
                text: dialog.detail
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                color: Theme.inkSoft
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                BigButton {
                    objectName: "confirmNo"
                    text: dialog.cancelText
                    tone: "paper"
                    onActivated: dialog.cancelled()
                    KeyNavigation.right: yes
                }
                BigButton {
                    id: yes
                    objectName: "confirmYes"
                    text: dialog.confirmText
                    onActivated: dialog.confirmed()
                }
            }
        }
    }
}
