import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// One player at the setup: seat number, rabbit (tap it for colour and symbol), name, partner
// (Team), who plays the seat (a person or a computer player: tap to change), and buttons to
// move them in the seat order or remove them.
Rectangle {
    id: prow
    required property int seat
    required property string name
    required property string colourHex
    required property string symbol
    required property string symbolName
    required property string partner
    required property int level   // Setup.PERSON, GENTLE or SHARP
    required property string playerKind
    signal pickRabbit(int seat)
    // a narrow pane puts the seat's buttons on a second line, under the name
    readonly property bool narrow: width < Theme.playerRowNarrow
    height: (narrow ? 2 * Theme.touch + Theme.gapSmall : Theme.touch) + Theme.gapMedium
            + (partner || level !== Setup.PERSON
               ? Theme.fontSmall + kindLine.implicitHeight * (1 - 1 / kindLine.lineCount) : 0)
    radius: Theme.radius
    color: Theme.rowTint
    border.color: prow.colourHex
    border.width: Theme.lineWidth

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.gapTiny
        columnSpacing: Theme.gapSmall
        rowSpacing: Theme.gapSmall
        NameText {
            Layout.row: 0
            Layout.column: 0
            text: prow.seat + 1
            color: Theme.moonlight
            Layout.preferredWidth: Theme.seatNumberWidth
            horizontalAlignment: Text.AlignHCenter
        }
        AbstractButton {   // the rabbit: tap to choose colour and symbol
            id: rabbitButton
            objectName: "rabbitButton" + prow.seat
            Layout.row: 0
            Layout.column: 1
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
                border.width: Theme.lineWidth
            }
        }
        ColumnLayout {
            Layout.row: 0
            Layout.column: 2
            Layout.columnSpan: prow.narrow ? 4 : 1
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
                    radius: Theme.fieldRadius
                    color: Theme.paper
                    border.color: nameField.activeFocus ? Theme.gold : Theme.paperShade
                    border.width: Theme.lineWidth
                }
                onTextEdited: Setup.setName(prow.seat, text)
            }
            CaptionText {   // wraps, and the row grows: "Computer, gentle · Team with Leo" was cut
                id: kindLine
                Layout.fillWidth: true
                visible: text !== ""
                text: [prow.level !== Setup.PERSON ? prow.playerKind : "",
                       prow.partner !== "" ? qsTr("Team with %1").arg(prow.partner) : ""]
                      .filter(t => t !== "").join(" · ")
                wrapMode: Text.WordWrap
            }
        }
        BigButton {   // who plays: a person, or a computer player (gentle, then sharp)
            id: kindButton
            objectName: "playerKind" + prow.seat
            Layout.row: prow.narrow ? 1 : 0
            Layout.column: prow.narrow ? 2 : 3
            Layout.alignment: Qt.AlignRight
            tone: prow.level === Setup.PERSON ? "ghost" : "paper"
            implicitWidth: Theme.touch
            enabled: prow.level !== Setup.PERSON || Setup.computersWelcome
            Accessible.name: qsTr("Who plays seat %1: %2. Tap to change").arg(prow.seat + 1).arg(prow.playerKind)
            onActivated: Setup.nextPlayerKind(prow.seat)
            contentItem: Item {
                opacity: kindButton.enabled ? 1 : Theme.disabledOpacity
                PlayerKindIcon {
                    anchors.centerIn: parent
                    level: prow.level
                    pen: prow.level === Setup.PERSON ? Theme.paper : Theme.ink
                }
            }
        }
        BigButton {
            objectName: "moveUp" + prow.seat
            Layout.row: prow.narrow ? 1 : 0
            Layout.column: prow.narrow ? 3 : 4
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
            Layout.row: prow.narrow ? 1 : 0
            Layout.column: prow.narrow ? 4 : 5
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
            Layout.row: prow.narrow ? 1 : 0
            Layout.column: prow.narrow ? 5 : 6
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
