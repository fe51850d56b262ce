pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// Gentle timers, chosen per secret step (the storyteller's clue, playing a card, voting):
// off, or one of a few lengths (Timers.steps). Shown over the settings screen while it is
// open; Done or Escape closes it.
Rectangle {
    id: sheet
    objectName: "timerLengths"
    signal done()
    anchors.fill: parent
    color: Theme.veil

    MouseArea { objectName: "timerLengthsShield"; anchors.fill: parent }   // nothing behind is touched

    Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }
    Keys.onEscapePressed: sheet.done()
    Component.onCompleted: doneButton.forceActiveFocus()

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
        height: Math.min(parent.height - 2 * Theme.gap, col.implicitHeight + 2 * Theme.gap)
        border.color: Theme.gold
        border.width: Theme.dialogBorder

        ColumnLayout {
            id: col
            anchors.fill: parent
            anchors.margins: Theme.gap
            spacing: Theme.gapMedium
            HeadingText {
                Layout.fillWidth: true
                text: qsTr("Gentle timers")
                color: Theme.ink
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            BodyText {
                Layout.fillWidth: true
                text: qsTr("A quiet sand-timer on the secret screens. When it runs out it only nudges: the player still chooses.")
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: Timers.steps
                delegate: GridLayout {
                    id: line
                    required property var modelData
                    readonly property bool stacked: col.width < Theme.touch * 12
                    Layout.fillWidth: true
                    columns: stacked ? 4 : 5
                    columnSpacing: Theme.gapSmall
                    rowSpacing: Theme.gapTiny
                    BodyText {
                        Layout.fillWidth: true
                        Layout.columnSpan: line.stacked ? 4 : 1
                        text: line.modelData.name
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    Repeater {
                        model: line.modelData.choices
                        delegate: BigButton {
                            required property var modelData
                            objectName: "timer_" + line.modelData.step + "_" + modelData.seconds
                            Layout.fillWidth: line.stacked
                            text: modelData.name
                            font.pixelSize: Theme.fontBody
                            tone: line.modelData.seconds === modelData.seconds ? "gold" : "paper"
                            Accessible.name: line.modelData.name + ": " + modelData.name
                            Accessible.checkable: true
                            Accessible.checked: line.modelData.seconds === modelData.seconds
                            onActivated: Timers.setLength(line.modelData.step, modelData.seconds)
                        }
                    }
                }
            }
            BigButton {
                id: doneButton
                objectName: "timersDoneButton"
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("Done")
                onActivated: sheet.done()
            }
        }
    }
}
