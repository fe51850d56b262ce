import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend

// "Is this final?" before a secret choice. Enter confirms, Escape goes back.
Rectangle {
    id: dialog
    objectName: "confirmDialog"
    property string question: ""
    property string confirmText: qsTr("Yes")
    property color accent: Theme.gold
    visible: Table.confirming
    anchors.fill: parent
    color: "#b3000000"
    z: 100
    onVisibleChanged: if (visible) yes.forceActiveFocus()

    MouseArea { anchors.fill: parent }   // nothing behind can be touched meanwhile

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.px(720))
        height: content.implicitHeight + 2 * Theme.margin
        border.color: dialog.accent
        border.width: Math.max(3, Theme.px(5))

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gap
            Text {
                Layout.fillWidth: true
                text: dialog.question
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontLarge
                color: Theme.ink
            }
            Text {
                Layout.fillWidth: true
                text: qsTr("Once confirmed it cannot be changed.")
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                font.family: Theme.textFont
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                BigButton {
                    objectName: "confirmNo"
                    text: qsTr("Change my mind")
                    tone: "paper"
                    onActivated: Table.cancelSubmit()
                    KeyNavigation.right: yes
                }
                BigButton {
                    id: yes
                    objectName: "confirmYes"
                    text: dialog.confirmText
                    onActivated: Table.confirmSubmit()
                }
            }
        }
    }
}
