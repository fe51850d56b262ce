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
    readonly property bool narrow: width < Theme.touch * 9.5
    height: (narrow ? 2 * Theme.touch + Theme.gapSmall : Theme.touch) + Theme.gapMedium
            + (partner || level !== Setup.PERSON ? Theme.fontSmall : 0)
    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.07)
    border.color: prow.colourHex
    border.width: 2

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
                border.width: 2
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
                    radius: Theme.radius * 0.6
                    color: Theme.paper
                    border.color: nameField.activeFocus ? Theme.gold : Theme.paperShade
                    border.width: 2
                }
                onTextEdited: Setup.setName(prow.seat, text)
            }
            CaptionText {
                Layout.fillWidth: true
                visible: text !== ""
                text: [prow.level !== Setup.PERSON ? prow.playerKind : "",
                       prow.partner !== "" ? qsTr("Team with %1").arg(prow.partner) : ""]
                      .filter(t => t !== "").join(" · ")
                elide: Text.ElideRight
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
                id: kindIcon
                readonly property color pen: prow.level === Setup.PERSON ? Theme.paper : Theme.ink
                opacity: kindButton.enabled ? 1 : 0.5
                Item {   // a person: head and shoulders
                    anchors.centerIn: parent
                    width: 22; height: 24
                    visible: prow.level === Setup.PERSON
                    Rectangle { x: 6; y: 0; width: 10; height: 10; radius: 5; color: kindIcon.pen }
                    Rectangle { x: 0; y: 12; width: 22; height: 12; radius: 6; color: kindIcon.pen }
                }
                Item {   // a computer player: a little screen with eyes, on a stand
                    anchors.centerIn: parent
                    width: 26; height: 24
                    visible: prow.level !== Setup.PERSON
                    Rectangle {
                        width: 26; height: 18; radius: 4; color: kindIcon.pen
                        Rectangle { x: 7; y: 6; width: 4; height: prow.level === Setup.SHARP ? 3 : 5; radius: 2; color: Theme.paper }
                        Rectangle { x: 15; y: 6; width: 4; height: prow.level === Setup.SHARP ? 3 : 5; radius: 2; color: Theme.paper }
                    }
                    Rectangle { x: 10; y: 18; width: 6; height: 3; color: kindIcon.pen }
                    Rectangle { x: 6; y: 21; width: 14; height: 3; radius: 1; color: kindIcon.pen }
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
