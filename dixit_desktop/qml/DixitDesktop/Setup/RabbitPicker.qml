pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// A player's colour and symbol, each unique at the table (taking another player's swaps the
// two). Created only while it is open; a tap beside it or "Done" closes it.
Rectangle {
    id: picker
    objectName: "rabbitPicker"
    required property int seat
    signal close()
    color: Theme.veil
    Component.onCompleted: done.forceActiveFocus()
    Keys.onEscapePressed: picker.close()
    // Escape closes this, not the screen under it (the window's Escape shortcut means "back")
    Keys.onShortcutOverride: (event) => { event.accepted = event.key === Qt.Key_Escape }

    MouseArea { objectName: "pickerOutside"; anchors.fill: parent; onClicked: picker.close() }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
        height: content.implicitHeight + 2 * Theme.gap
        MouseArea { objectName: "pickerSheet"; anchors.fill: parent }   // a tap on the sheet itself does not close it

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: Theme.gap
            spacing: Theme.gapMedium
            HeadingText {
                text: qsTr("Colour")
                color: Theme.ink
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                Repeater {
                    model: Setup.colours
                    delegate: AbstractButton {
                        id: swatch
                        required property string id
                        required property string name
                        required property string colour
                        objectName: "colour_" + id
                        width: Theme.touch; height: Theme.touch
                        Accessible.role: Accessible.Button
                        Accessible.name: name
                        onClicked: Setup.setColour(picker.seat, id)
                        Keys.onReturnPressed: clicked()
                        background: Rectangle {
                            radius: width / 2
                            color: swatch.colour
                            border.color: swatch.visualFocus ? Theme.gold : Theme.ink
                            border.width: swatch.visualFocus ? 4 : 2
                        }
                    }
                }
            }
            HeadingText {
                text: qsTr("Symbol")
                color: Theme.ink
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                Repeater {
                    model: Setup.symbols
                    delegate: AbstractButton {
                        id: sym
                        required property string id
                        required property string name
                        objectName: "symbol_" + id
                        width: Theme.touch; height: Theme.touch
                        Accessible.role: Accessible.Button
                        Accessible.name: name
                        onClicked: Setup.setSymbol(picker.seat, id)
                        Keys.onReturnPressed: clicked()
                        contentItem: Image { source: "image://symbol/1d1a2e/" + sym.id; sourceSize.width: 64; sourceSize.height: 64 }
                        background: Rectangle {
                            radius: Theme.radius * 0.5
                            color: Theme.paperShade
                            border.color: sym.visualFocus ? Theme.gold : "transparent"
                            border.width: 3
                        }
                    }
                }
            }
            BigButton {
                id: done
                objectName: "pickerDone"
                Layout.alignment: Qt.AlignRight
                text: qsTr("Done")
                onActivated: picker.close()
            }
        }
    }
}
