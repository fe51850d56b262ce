import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// One player at the setup: seat number, rabbit (tap it for colour and symbol), name, partner
// (Team), and buttons to move them in the seat order or remove them.
Rectangle {
    id: prow
    required property int seat
    required property string name
    required property string colourHex
    required property string symbol
    required property string symbolName
    required property string partner
    signal pickRabbit(int seat)
    height: Theme.touch + Theme.gapMedium + (partner ? Theme.fontSmall : 0)
    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.07)
    border.color: prow.colourHex
    border.width: 2

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.gapTiny
        spacing: Theme.gapSmall
        NameText {
            text: prow.seat + 1
            color: Theme.moonlight
            Layout.preferredWidth: Theme.seatNumberWidth
            horizontalAlignment: Text.AlignHCenter
        }
        AbstractButton {   // the rabbit: tap to choose colour and symbol
            id: rabbitButton
            objectName: "rabbitButton" + prow.seat
            Layout.preferredWidth: Theme.touch
            Layout.preferredHeight: Theme.touch
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Colour and symbol of %1: %2").arg(prow.name).arg(prow.symbolName)
            onClicked: prow.pickRabbit(prow.seat)
            Keys.onReturnPressed: clicked()
            contentItem: Rabbit { colour: prow.colourHex; symbol: prow.symbol; name: prow.name }
            background: Rectangle {
                radius: width / 2
                color: rabbitButton.visualFocus ? Theme.nightGlow : "transparent"
                border.color: rabbitButton.visualFocus ? Theme.moonlight : "transparent"
                border.width: 2
            }
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0
            TextField {
                id: nameField
                objectName: "nameField" + prow.seat
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touch
                text: prow.name
                maximumLength: Setup.maxNameLength
                placeholderText: qsTr("Name")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                Accessible.name: qsTr("Name of player %1").arg(prow.seat + 1)
                background: Rectangle {
                    radius: Theme.radius * 0.6
                    color: Theme.paper
                    border.color: nameField.activeFocus ? Theme.gold : Theme.paperShade
                    border.width: 2
                }
                onTextEdited: Setup.setName(prow.seat, text)
            }
            CaptionText {
                visible: prow.partner !== ""
                text: qsTr("Team with %1").arg(prow.partner)
            }
        }
        BigButton {
            objectName: "moveUp" + prow.seat
            text: "▲"
            tone: "ghost"
            implicitWidth: Theme.touch
            font.pixelSize: Theme.fontBody
            enabled: prow.seat > 0
            Accessible.name: qsTr("Move %1 up").arg(prow.name)
            onActivated: Setup.movePlayer(prow.seat, -1)
        }
        BigButton {
            objectName: "moveDown" + prow.seat
            text: "▼"
            tone: "ghost"
            implicitWidth: Theme.touch
            font.pixelSize: Theme.fontBody
            enabled: prow.seat < Setup.playerCount - 1
            Accessible.name: qsTr("Move %1 down").arg(prow.name)
            onActivated: Setup.movePlayer(prow.seat, 1)
        }
        BigButton {
            objectName: "remove" + prow.seat
            text: "✕"
            tone: "ghost"
            implicitWidth: Theme.touch
            font.pixelSize: Theme.fontBody
            enabled: Setup.canRemove
            Accessible.name: qsTr("Remove %1").arg(prow.name)
            onActivated: Setup.removePlayer(prow.seat)
        }
    }
}
