pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Timers

// How the game looks and feels on this device, kiosk mode and its PIN, and the language.
FocusScope {
    id: screen
    objectName: "settingsScreen"
    property bool choosingPin: false
    property bool choosingTimers: false

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.columnWidth)
        // never taller than the screen: the rows scroll instead (German at 1024x600)
        height: Math.min(implicitHeight, screen.height - 2 * Theme.margin)
        spacing: Theme.gap
        ScreenHeader {
            Layout.fillWidth: true
            title: qsTr("Settings")
        }
        Panel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 2 * Theme.touch
            Layout.preferredHeight: rows.implicitHeight + 2 * Theme.gap
            Flickable {
                id: scroller
                objectName: "settingsScroller"
                anchors.fill: parent
                anchors.margins: Theme.gap
                contentHeight: rows.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                // a bar that stays while there is more below, so that nobody misses a setting
                ScrollBar.vertical: ScrollBar {
                    id: bar
                    policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
            }
            ColumnLayout {
                id: rows
                parent: scroller.contentItem
                width: scroller.width - (bar.visible ? bar.width + Theme.gap / 2 : 0)
                x: bar.visible && bar.mirrored ? bar.width + Theme.gap / 2 : 0   // the bar's side
                spacing: Theme.gap
                ColumnLayout {   // the language, first: choosing one moves none of its buttons
                    Layout.fillWidth: true
                    spacing: Theme.gapSmall
                    BodyText {   // above the choices: its width, different in each language, moves nothing
                        Layout.fillWidth: true
                        text: qsTr("Language")
                        color: Theme.ink
                    }
                    Flow {   // each language by its own name (the same in every language), then
                             // "Same as this device", the one choice whose words change, last
                        id: languages
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                        spacing: Theme.gap / 2
                        // the choices' ids never change, so no button is made anew (nor loses
                        // the keyboard) when a language is chosen; only the names are looked up
                        readonly property var names: Settings.languages.reduce(
                            (all, l) => { all[l.id] = l.name; return all }, ({}))
                        property var ids: []
                        Component.onCompleted: ids = Settings.languages.map(l => l.id)
                                                        .filter(id => id !== "system").concat(["system"])
                        Repeater {
                            model: languages.ids
                            delegate: BigButton {
                                required property string modelData
                                objectName: "language_" + modelData
                                text: languages.names[modelData] ?? ""
                                font.pixelSize: Theme.fontBody
                                tone: Settings.language === modelData ? "gold" : "paper"
                                Accessible.name: qsTr("Language") + ": " + text
                                Accessible.checkable: true
                                Accessible.checked: Settings.language === modelData
                                onActivated: Settings.language = modelData
                            }
                        }
                    }
                }
                OptionSwitch {
                    Layout.fillWidth: true
                    id: motion
                    objectName: "reducedMotionSwitch"
                    focus: true
                    checked: Settings.reducedMotion
                    text: qsTr("Reduce motion (no card flips or hopping rabbits)")
                    onToggled: Settings.reducedMotion = checked
                    KeyNavigation.down: full
                }
                OptionSwitch {
                    Layout.fillWidth: true
                    id: full
                    objectName: "fullScreenSwitch"
                    checked: Settings.fullScreen
                    enabled: !Kiosk.active   // kiosk mode is always full screen
                    text: qsTr("Full screen")
                    onToggled: Settings.fullScreen = checked
                }
                OptionSwitch {
                    Layout.fillWidth: true
                    objectName: "soundSwitch"
                    visible: Settings.soundAvailable
                    checked: Settings.sound
                    text: qsTr("Sounds")
                    onToggled: Settings.sound = checked
                }
                BodyText {   // the README promises sounds: say why there are none here
                    Layout.fillWidth: true
                    objectName: "noSoundText"
                    visible: !Settings.soundAvailable
                    text: qsTr("Sounds: this device has no sound player the game can use, so the game stays silent.")
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                }
                OptionSwitch {
                    Layout.fillWidth: true
                    objectName: "keyboardSwitch"
                    checked: Settings.onScreenKeyboard
                    enabled: !Kiosk.active
                    text: qsTr("On-screen keyboard for clues")
                    onToggled: Settings.onScreenKeyboard = checked
                }
                OptionSwitch {   // offered only while a second screen (a TV) is connected
                    Layout.fillWidth: true
                    objectName: "tableScreenSwitch"
                    visible: TableScreen.available
                    checked: TableScreen.enabled
                    text: qsTr("Show the table on the second screen")
                    onToggled: TableScreen.enabled = checked
                }
                RowLayout {
                    spacing: Theme.gap
                    BodyText {
                        Layout.fillWidth: true
                        text: Kiosk.active ? qsTr("Kiosk mode is on. To leave it, press and hold the top-left corner, then enter the PIN.")
                                           : qsTr("Kiosk mode: full screen, no window controls, a PIN to leave.")
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    BigButton {
                        objectName: "setPinButton"
                        text: Kiosk.pinSet ? qsTr("Change PIN") : qsTr("Set PIN")
                        tone: "paper"
                        font.pixelSize: Theme.fontBody
                        onActivated: {
                            Kiosk.startPinChange()
                            screen.choosingPin = true
                        }
                    }
                    BigButton {
                        objectName: "removePinButton"
                        visible: Kiosk.pinSet
                        text: qsTr("Remove PIN")
                        tone: "paper"
                        font.pixelSize: Theme.fontBody
                        onActivated: {
                            Kiosk.startPinRemoval()
                            screen.choosingPin = true
                        }
                    }
                    BigButton {
                        objectName: "kioskButton"
                        visible: !Kiosk.active
                        text: qsTr("Turn on")
                        font.pixelSize: Theme.fontBody
                        Accessible.name: qsTr("Kiosk mode: full screen, no window controls, a PIN to leave.") + " " + text
                        onActivated: Kiosk.active = true
                    }
                }
                RowLayout {
                    spacing: Theme.gap
                    BodyText {
                        id: holdLabel
                        Layout.fillWidth: true
                        text: qsTr("How long to hold “I am …”")
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
                            tone: Settings.holdMs === modelData[0] ? "gold" : "paper"
                            Accessible.name: holdLabel.text + ": " + modelData[1]
                            Accessible.checkable: true
                            Accessible.checked: Settings.holdMs === modelData[0]
                            onActivated: Settings.holdMs = modelData[0]
                        }
                    }
                }
                TimerSettings {
                    Layout.fillWidth: true
                    onChoose: screen.choosingTimers = true
                }
            }
        }
        BigButton {
            objectName: "backButton"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Done")
            onActivated: Navigator.back()
        }
    }

    Loader {
        anchors.fill: parent
        z: 400
        active: screen.choosingPin
        sourceComponent: PinPad {
            choosing: true
            onDone: screen.choosingPin = false
        }
    }

    Loader {   // gentle timers: a length for each secret step
        anchors.fill: parent
        z: 400
        active: screen.choosingTimers
        sourceComponent: TimerLengths {
            onDone: screen.choosingTimers = false
        }
    }
}
