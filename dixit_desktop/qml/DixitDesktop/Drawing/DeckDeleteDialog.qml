pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// "Delete this deck?" (its cards stay among the family's cards). In kiosk mode with a PIN,
// only a grown-up may: the PIN on digits on screen (or the keyboard) first. Create it only
// while shown.
Rectangle {
    id: dialog
    objectName: "deleteDeckDialog"
    signal closed()
    property string entered: ""
    readonly property bool needsPin: FamilyCards.pinNeeded
    anchors.fill: parent
    color: Theme.veil
    Component.onCompleted: forceActiveFocus()

    function submit() {
        if (FamilyCards.deleteDeck(FamilyCards.deck, dialog.entered))
            dialog.closed()
        dialog.entered = ""
    }
    function type(digit: string) {
        if (entered.length < Kiosk.pinMaxLength) entered += digit
    }

    Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }
    Keys.onEscapePressed: dialog.closed()
    Keys.onPressed: (event) => {
        if (event.key >= Qt.Key_0 && event.key <= Qt.Key_9 && needsPin) {
            type(String(event.key - Qt.Key_0))
            event.accepted = true
        } else if (event.key === Qt.Key_Backspace) {
            entered = entered.slice(0, -1)
            event.accepted = true
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            submit()
            event.accepted = true
        }
    }

    MouseArea { objectName: "deleteDeckShield"; anchors.fill: parent }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
        height: Math.min(parent.height - 2 * Theme.gap, col.implicitHeight + 2 * Theme.margin)
        border.color: Theme.warn
        border.width: Theme.dialogBorder

        ColumnLayout {
            id: col
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gapMedium
            HeadingText {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Delete the deck %1?").arg(FamilyCards.deckName)
                color: Theme.ink
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            BodyText {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: dialog.needsPin ? qsTr("Its cards stay. Grown-ups only: enter the PIN.")
                                      : qsTr("Its cards stay among your cards.")
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
            Text {
                objectName: "deckPinDots"
                visible: dialog.needsPin
                Layout.alignment: Qt.AlignHCenter
                text: dialog.entered.length ? "●".repeat(dialog.entered.length) : " "
                font.pixelSize: Theme.fontTitle
                color: Theme.ink
            }
            GridLayout {
                visible: dialog.needsPin
                Layout.alignment: Qt.AlignHCenter
                columns: 3
                rowSpacing: Theme.gapSmall
                columnSpacing: Theme.gapSmall
                Repeater {
                    model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0"]
                    delegate: BigButton {
                        required property string modelData
                        objectName: "deckPin_" + (modelData === "⌫" ? "back" : modelData)
                        text: modelData
                        tone: "paper"
                        implicitWidth: Theme.pinKeyWidth
                        Accessible.name: modelData === "⌫" ? qsTr("Delete") : modelData
                        onActivated: modelData === "⌫" ? (dialog.entered = dialog.entered.slice(0, -1))
                                                       : dialog.type(modelData)
                    }
                }
            }
            Flow {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                BigButton {
                    objectName: "deleteDeckCancel"
                    text: qsTr("No, keep it")
                    tone: "paper"
                    onActivated: dialog.closed()
                }
                BigButton {
                    objectName: "deleteDeckYes"
                    text: qsTr("Yes, delete it")
                    tone: "colour"
                    toneColour: Theme.warn   // dark ink on it, as on gold: large letters, 4.4:1
                    enabled: !dialog.needsPin || dialog.entered.length >= Kiosk.pinMinLength
                    onActivated: dialog.submit()
                }
            }
        }
    }
}
