pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// Digits on screen for the grown-ups' PIN: to choose it (choosing: true) or to leave kiosk mode.
// No hardware keyboard needed; digits show as dots. Create it only while it is shown.
Rectangle {
    id: pad
    objectName: "pinPad"
    property bool choosing: false
    property string entered: ""
    readonly property bool needsDigits: choosing || Kiosk.pinSet
    signal done()
    anchors.fill: parent
    color: Theme.veil

    MouseArea { objectName: "pinShield"; anchors.fill: parent }   // nothing behind can be touched meanwhile

    function cancel() {
        entered = ""
        if (choosing) Kiosk.cancelPinChange()
        else Kiosk.cancelExit()
        done()
    }
    function type(digit: string) {
        if (entered.length < Kiosk.pinMaxLength) entered += digit
    }

    // A hardware keyboard works too: digits, Backspace, Enter; Escape cancels (not "back").
    Component.onCompleted: forceActiveFocus()
    Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }
    Keys.onEscapePressed: cancel()
    Keys.onPressed: (event) => {
        if (event.key >= Qt.Key_0 && event.key <= Qt.Key_9 && needsDigits) {
            type(String(event.key - Qt.Key_0))
            event.accepted = true
        } else if (event.key === Qt.Key_Backspace) {
            entered = entered.slice(0, -1)
            event.accepted = true
        } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && needsDigits) {
            submit()
            event.accepted = true
        }
    }

    function submit() {
        if (choosing) {   // the current PIN (if any), then the new one twice
            Kiosk.enterPin(entered)
            entered = ""
            if (!Kiosk.changingPin) done()
        } else {
            Kiosk.tryExit(entered)
            entered = ""
        }
    }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.pinPadWidth)
        height: col.implicitHeight + 2 * Theme.margin
        border.color: Theme.gold
        border.width: Theme.lineWidthBold

        ColumnLayout {
            id: col
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gapMedium
            HeadingText {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: pad.choosing ? Kiosk.pinPrompt
                      : Kiosk.pinSet ? qsTr("Grown-ups only: enter the PIN to leave")
                      : qsTr("No PIN is set. Leave Dixit Desktop?")
                color: Theme.ink
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                objectName: "pinDots"
                visible: pad.needsDigits
                Layout.alignment: Qt.AlignHCenter
                text: pad.entered.length ? "●".repeat(pad.entered.length) : " "
                font.pixelSize: Theme.fontTitle
                color: Theme.ink
            }
            GridLayout {
                visible: pad.needsDigits
                Layout.alignment: Qt.AlignHCenter
                columns: 3
                rowSpacing: Theme.gapMedium
                columnSpacing: Theme.gapMedium
                Repeater {
                    model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "✓"]
                    delegate: BigButton {
                        required property string modelData
                        objectName: "pin_" + (modelData === "⌫" ? "back" : modelData === "✓" ? "ok" : modelData)
                        text: modelData
                        tone: modelData === "✓" ? "gold" : "paper"
                        implicitWidth: Theme.pinKeyWidth
                        Accessible.name: modelData === "⌫" ? qsTr("Delete") : modelData === "✓" ? qsTr("OK") : modelData
                        onActivated: {
                            if (modelData === "⌫") pad.entered = pad.entered.slice(0, -1)
                            else if (modelData === "✓") pad.submit()
                            else pad.type(modelData)
                        }
                    }
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                BigButton {
                    objectName: "pinCancel"
                    text: pad.needsDigits ? qsTr("Cancel") : qsTr("Stay")
                    tone: "ink"
                    onActivated: pad.cancel()
                }
                BigButton {
                    objectName: "pinLeave"
                    visible: !pad.needsDigits
                    text: qsTr("Leave")
                    onActivated: Kiosk.tryExit("")
                }
            }
        }
    }
}
