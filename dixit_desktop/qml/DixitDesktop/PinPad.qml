pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend

// Digits on screen for the grown-ups' PIN: to set it (mode "set") or to leave kiosk mode
// (mode "exit"). No hardware keyboard needed; digits show as dots.
Rectangle {
    id: pad
    objectName: "pinPad"
    property string mode: "exit"
    property string entered: ""
    signal done()
    anchors.fill: parent
    color: "#cc000000"
    z: 400
    onVisibleChanged: entered = ""

    MouseArea { anchors.fill: parent }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.px(520))
        height: col.implicitHeight + 2 * Theme.margin
        border.color: Theme.gold
        border.width: 3

        ColumnLayout {
            id: col
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.px(10)
            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: pad.mode === "set" ? qsTr("Choose a PIN for grown-ups (4 to 8 digits)")
                      : Table.kioskPinSet ? qsTr("Grown-ups only: enter the PIN to leave")
                      : qsTr("No PIN is set. Leave Dixit Desktop?")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontLarge
                color: Theme.ink
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                objectName: "pinDots"
                visible: pad.mode === "set" || Table.kioskPinSet
                Layout.alignment: Qt.AlignHCenter
                text: pad.entered.length ? "●".repeat(pad.entered.length) : " "
                font.pixelSize: Theme.fontTitle
                color: Theme.ink
            }
            GridLayout {
                visible: pad.mode === "set" || Table.kioskPinSet
                Layout.alignment: Qt.AlignHCenter
                columns: 3
                rowSpacing: Theme.px(8)
                columnSpacing: Theme.px(8)
                Repeater {
                    model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "✓"]
                    delegate: BigButton {
                        required property string modelData
                        objectName: "pin_" + (modelData === "⌫" ? "back" : modelData === "✓" ? "ok" : modelData)
                        text: modelData
                        tone: modelData === "✓" ? "gold" : "paper"
                        implicitWidth: Theme.touch * 1.4
                        Accessible.name: modelData === "⌫" ? qsTr("Delete") : modelData === "✓" ? qsTr("OK") : modelData
                        onActivated: {
                            if (modelData === "⌫") pad.entered = pad.entered.slice(0, -1)
                            else if (modelData === "✓") pad.submit()
                            else if (pad.entered.length < 8) pad.entered += modelData
                        }
                    }
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                BigButton {
                    objectName: "pinCancel"
                    text: pad.mode === "set" || Table.kioskPinSet ? qsTr("Cancel") : qsTr("Stay")
                    tone: "ink"
                    onActivated: { pad.entered = ""; pad.done(); if (pad.mode === "exit") Table.cancelKioskExit() }
                }
                BigButton {
                    objectName: "pinLeave"
                    visible: pad.mode === "exit" && !Table.kioskPinSet
                    text: qsTr("Leave")
                    onActivated: Table.tryKioskExit("")
                }
            }
        }
    }

    function submit() {
        if (mode === "set") {
            if (Table.setKioskPin(entered)) { entered = ""; done() }
        } else {
            Table.tryKioskExit(entered)
            entered = ""
        }
    }
}
