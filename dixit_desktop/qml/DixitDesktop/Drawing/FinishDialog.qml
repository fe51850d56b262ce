pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Turn

// Before a drawing becomes a card: its title, a few words about it (read to those who
// cannot see it, and by the computer players) and who made it. Create it only while shown.
Rectangle {
    id: dialog
    objectName: "finishDialog"
    signal closed()
    anchors.fill: parent
    color: Theme.veil
    Component.onCompleted: titleField.forceActiveFocus()
    Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }
    Keys.onEscapePressed: if (!Drawing.saving) dialog.closed()
    // while the card is saved the buttons wait: the keys stay here (Escape must not leave)
    Connections {
        target: Drawing
        function onSavingChanged() { if (Drawing.saving) dialog.forceActiveFocus() }
    }

    MouseArea { objectName: "finishShield"; anchors.fill: parent }   // nothing behind meanwhile

    // the field being typed in; with the on-screen keyboard on (Settings), it types there
    readonly property TextInput typing: titleField.activeFocus ? titleField
        : wordsField.activeFocus ? wordsField : makerField.activeFocus ? makerField : null
    property bool keyboardClosed: false
    onTypingChanged: if (typing) {
        keyboardClosed = false
        scroller.contentY = Math.max(0, Math.min(typing.y - Theme.gap, scroller.contentHeight - scroller.height))
    }
    readonly property real room: keys.active ? keys.y : height

    component Field: TextField {
        id: field
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.touch
        font.family: Theme.textFont
        font.pixelSize: Theme.fontBody
        color: Theme.ink
        placeholderTextColor: Theme.inkSoft
        Accessible.name: placeholderText
        background: Rectangle {
            radius: Theme.fieldRadius
            color: Theme.paper
            border.color: field.activeFocus ? Theme.goldDeep : Theme.inkSoft
            border.width: Theme.lineWidth
        }
    }

    Panel {
        anchors.horizontalCenter: parent.horizontalCenter
        y: (dialog.room - height) / 2
        width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
        height: Math.min(dialog.room - 2 * Theme.gap, scroller.contentHeight + 2 * Theme.margin)
        border.color: Theme.gold
        border.width: Theme.dialogBorder

        Flickable {
            id: scroller
            anchors.fill: parent
            anchors.margins: Theme.margin
            contentHeight: content.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ColumnLayout {
                id: content
                width: scroller.width
                spacing: Theme.gapMedium
                HeadingText {
                    Layout.fillWidth: true
                    text: qsTr("Your card")
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                CaptionText {
                    Layout.fillWidth: true
                    text: qsTr("A few words about the picture help those who cannot see it, and the computer players.")
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                }
                CaptionText {   // the field's name stays when the field is filled
                    Layout.fillWidth: true
                    text: qsTr("Title")
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                }
                Field {
                    id: titleField
                    objectName: "cardTitleField"
                    text: Drawing.title
                    maximumLength: Drawing.titleMax
                    placeholderText: qsTr("Title")
                    onTextChanged: Drawing.title = text
                    KeyNavigation.tab: wordsField
                }
                CaptionText {   // the field's name stays when the field is filled
                    Layout.fillWidth: true
                    text: qsTr("A few words: what is in it")
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                }
                Field {
                    id: wordsField
                    objectName: "cardWordsField"
                    text: Drawing.words
                    maximumLength: Drawing.wordsMax
                    placeholderText: qsTr("A few words: what is in it")
                    onTextChanged: Drawing.words = text
                    KeyNavigation.tab: makerField
                }
                CaptionText {   // the field's name stays when the field is filled
                    Layout.fillWidth: true
                    text: qsTr("Drawn by")
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                }
                Field {
                    id: makerField
                    objectName: "cardMakerField"
                    text: Drawing.maker
                    maximumLength: Drawing.makerMax
                    placeholderText: qsTr("Drawn by")
                    onTextChanged: Drawing.maker = text
                    onAccepted: Drawing.save()
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    BigButton {
                        objectName: "keepDrawingButton"
                        text: qsTr("Keep drawing")
                        tone: "paper"
                        enabled: !Drawing.saving
                        onActivated: dialog.closed()
                    }
                    BigButton {   // saving takes a moment (on a worker thread): it says so
                        objectName: "saveCardButton"
                        text: Drawing.saving ? qsTr("Saving the card…") : qsTr("Save the card")
                        enabled: !Drawing.saving
                        Accessible.name: text
                        onActivated: Drawing.save()
                    }
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
        active: Settings.onScreenKeyboard && dialog.typing !== null && !dialog.keyboardClosed
        sourceComponent: OnScreenKeyboard {
            target: dialog.typing
            onClosed: dialog.keyboardClosed = true
        }
    }
}
