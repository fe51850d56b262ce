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

    // On a colour or rabbit: a tick on the seat's own, the first letter of whoever else has it.
    component HolderMark: Rectangle {
        property bool mine
        property string holder
        visible: mine || holder !== ""
        width: Theme.touch * 0.46; height: width; radius: width / 2
        color: Theme.paper
        border.color: Theme.ink
        border.width: Theme.hairline
        Text {
            anchors.centerIn: parent
            text: parent.mine ? "✓" : parent.holder.charAt(0).toUpperCase()
            color: Theme.ink
            font.family: Theme.titleFont
            font.pixelSize: parent.width * 0.62
        }
    }

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
                        required property int holderSeat
                        required property string holder
                        readonly property bool mine: holderSeat === picker.seat
                        objectName: "colour_" + id
                        width: Theme.touch; height: Theme.touch
                        Accessible.role: Accessible.Button
                        Accessible.name: mine ? qsTr("%1, your colour").arg(name)
                                       : holder !== "" ? qsTr("%1, %2's colour: choose it to swap").arg(name).arg(holder)
                                       : name
                        onClicked: Setup.setColour(picker.seat, id)
                        Keys.onReturnPressed: clicked()
                        // the colour itself, ringed in ink so that every colour stands out on
                        // the paper (light ones too)
                        background: Rectangle {
                            radius: width / 2
                            color: swatch.colour
                            border.color: swatch.visualFocus ? Theme.gold : Theme.ink
                            border.width: swatch.visualFocus || swatch.mine ? 2 * Theme.lineWidth : Theme.lineWidth
                        }
                        contentItem: Item {
                            HolderMark { anchors.centerIn: parent; mine: swatch.mine; holder: swatch.holder }
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
                        required property int holderSeat
                        required property string holder
                        readonly property bool mine: holderSeat === picker.seat
                        objectName: "symbol_" + id
                        width: Theme.touch; height: Theme.touch
                        Accessible.role: Accessible.Button
                        Accessible.name: mine ? qsTr("%1, your rabbit").arg(name)
                                       : holder !== "" ? qsTr("%1, %2's rabbit: choose it to swap").arg(name).arg(holder)
                                       : name
                        onClicked: Setup.setSymbol(picker.seat, id)
                        Keys.onReturnPressed: clicked()
                        contentItem: Item {
                            Image {
                                anchors.fill: parent
                                source: "image://symbol/1d1a2e/" + sym.id
                                sourceSize.width: 64; sourceSize.height: 64
                            }
                            HolderMark {
                                anchors.right: parent.right; anchors.bottom: parent.bottom
                                anchors.margins: -Theme.gapTiny
                                visible: sym.holder !== "" && !sym.mine
                                mine: false; holder: sym.holder
                            }
                        }
                        background: Rectangle {
                            radius: Theme.radius * 0.5
                            color: sym.mine ? Theme.gold : Theme.paperShade
                            border.color: sym.visualFocus ? Theme.moonlight : (sym.mine ? Theme.ink : "transparent")
                            border.width: Theme.lineWidthBold
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
