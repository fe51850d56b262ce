pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend

FocusScope {
    id: screen
    objectName: "settingsScreen"

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.px(760))
        spacing: Theme.gap
        Text {
            text: qsTr("Settings")
            font.family: Theme.titleFont
            font.pixelSize: Theme.fontTitle
            color: Theme.gold
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Panel {
            Layout.fillWidth: true
            Layout.preferredHeight: rows.implicitHeight + 2 * Theme.gap
            ColumnLayout {
                id: rows
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gap
                OptionSwitch {
                    id: motion
                    objectName: "reducedMotionSwitch"
                    focus: true
                    checked: Table.reducedMotion
                    text: qsTr("Reduce motion (no card flips or hopping rabbits)")
                    onToggled: Table.reducedMotion = checked
                    KeyNavigation.down: full
                }
                OptionSwitch {
                    id: full
                    objectName: "fullScreenSwitch"
                    checked: Table.fullScreen
                    text: qsTr("Full screen")
                    onToggled: Table.fullScreen = checked
                }
                OptionSwitch {
                    id: soundSwitch
                    objectName: "soundSwitch"
                    visible: Table.soundAvailable
                    checked: Table.sound
                    text: qsTr("Sounds")
                    onToggled: Table.sound = checked
                }
                OptionSwitch {
                    id: keyboardSwitch
                    objectName: "keyboardSwitch"
                    checked: Table.onScreenKeyboard
                    enabled: !Table.kiosk
                    text: qsTr("On-screen keyboard for clues")
                    onToggled: Table.onScreenKeyboard = checked
                }
                RowLayout {
                    spacing: Theme.gap
                    Text {
                        Layout.fillWidth: true
                        text: Table.kiosk ? qsTr("Kiosk mode is on. To leave it, press and hold the top-left corner, then enter the PIN.")
                                          : qsTr("Kiosk mode: full screen, no window controls, a PIN to leave.")
                        font.family: Theme.textFont
                        font.pixelSize: Theme.fontBody
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    BigButton {
                        objectName: "setPinButton"
                        text: Table.kioskPinSet ? qsTr("Change PIN") : qsTr("Set PIN")
                        tone: "paper"
                        font.pixelSize: Theme.fontBody
                        onActivated: pinSetter.visible = true
                    }
                    BigButton {
                        objectName: "kioskButton"
                        visible: !Table.kiosk
                        text: qsTr("Turn on")
                        font.pixelSize: Theme.fontBody
                        onActivated: Table.kiosk = true
                    }
                }
                RowLayout {
                    spacing: Theme.gap
                    Text {
                        Layout.fillWidth: true
                        text: qsTr("Language")
                        font.family: Theme.textFont
                        font.pixelSize: Theme.fontBody
                        color: Theme.ink
                    }
                    Repeater {
                        model: Table.languages
                        delegate: BigButton {
                            required property var modelData
                            objectName: "language_" + modelData.id
                            text: modelData.name
                            font.pixelSize: Theme.fontBody
                            tone: Table.language === modelData.id ? "gold" : "paper"
                            onActivated: Table.language = modelData.id
                        }
                    }
                }
                RowLayout {
                    id: holdRow
                    spacing: Theme.gap
                    Text {
                        Layout.fillWidth: true
                        text: qsTr("“I am …” needs a press of")
                        font.family: Theme.textFont
                        font.pixelSize: Theme.fontBody
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    Repeater {
                        model: [[300, qsTr("Short")], [600, qsTr("Normal")], [1200, qsTr("Long")]]
                        delegate: BigButton {
                            required property var modelData
                            objectName: "hold" + modelData[0]
                            text: modelData[1]
                            font.pixelSize: Theme.fontBody
                            tone: Table.holdMs === modelData[0] ? "gold" : "paper"
                            onActivated: Table.holdMs = modelData[0]
                        }
                    }
                }
            }
        }
        BigButton {
            objectName: "backButton"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Done")
            onActivated: Table.back()
        }
    }

    PinPad {
        id: pinSetter
        visible: false
        mode: "set"
        onDone: visible = false
    }
}
