pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Turn

// A deck's name: a new deck, or the chosen one renamed. Create it only while shown.
Rectangle {
    id: dialog
    objectName: "deckNameDialog"
    property bool renaming: false
    signal closed()
    anchors.fill: parent
    color: Theme.veil
    Component.onCompleted: nameField.forceActiveFocus()
    Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }
    Keys.onEscapePressed: dialog.closed()

    function done() {
        const ok = dialog.renaming ? FamilyCards.renameDeck(FamilyCards.deck, nameField.text)
                                   : FamilyCards.createDeck(nameField.text)
        if (ok)
            dialog.closed()
    }

    MouseArea { objectName: "deckNameShield"; anchors.fill: parent }
    property bool keyboardClosed: false   // the on-screen keyboard (Settings) put away
    readonly property real room: keys.active ? keys.y : height

    Panel {
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(Theme.gapSmall, (dialog.room - height) / 2)
        width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
        height: content.implicitHeight + 2 * Theme.margin
        border.color: Theme.gold
        border.width: Theme.dialogBorder

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gap
            HeadingText {
                Layout.fillWidth: true
                text: dialog.renaming ? qsTr("A new name for %1").arg(FamilyCards.deckName) : qsTr("A new deck")
                wrapMode: Text.WordWrap
                color: Theme.ink
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            TextField {
                id: nameField
                objectName: "deckNameField"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touch
                text: dialog.renaming ? FamilyCards.deckName : ""
                maximumLength: FamilyCards.deckNameMax
                placeholderText: qsTr("The deck's name")
                font.family: Theme.textFont
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                placeholderTextColor: Theme.inkSoft
                Accessible.name: placeholderText
                background: Rectangle {
                    radius: Theme.fieldRadius
                    color: Theme.paper
                    border.color: nameField.activeFocus ? Theme.goldDeep : Theme.inkSoft
                    border.width: Theme.lineWidth
                }
                onAccepted: dialog.done()
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.gap
                BigButton {
                    objectName: "deckNameCancel"
                    text: qsTr("Cancel")
                    tone: "paper"
                    onActivated: dialog.closed()
                }
                BigButton {
                    objectName: "deckNameOk"
                    text: dialog.renaming ? qsTr("Rename") : qsTr("Make the deck")
                    enabled: nameField.text.trim() !== ""
                    onActivated: dialog.done()
                }
            }
        }
    }

    Loader {
        id: keys
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.gapSmall
        active: Settings.onScreenKeyboard && nameField.activeFocus && !dialog.keyboardClosed
        sourceComponent: OnScreenKeyboard {
            target: nameField
            onClosed: dialog.keyboardClosed = true
        }
    }
}
