pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// Between the public moments: whose turn it is, the clue once it is given, who the table is
// waiting for ("Mia is choosing a card…"), everyone's rabbit. No card at all.
Item {
    id: view
    objectName: "tableTurn"
    required property TableSizes sizes
    readonly property bool inGame: TableScreen.show !== TableScreen.NOTHING

    Column {
        anchors.centerIn: parent
        width: parent.width
        spacing: view.sizes.gapWide

        Text {   // no game: the name of the game, calm
            visible: !view.inGame
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Dixit Desktop")
            font.family: Theme.titleFont
            font.pixelSize: view.sizes.fontHuge
            color: Theme.gold
        }
        Text {
            objectName: "tablePaused"
            visible: TableScreen.show === TableScreen.PAUSED
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Paused")
            font.family: Theme.titleFont
            font.pixelSize: view.sizes.fontTitle
            color: Theme.moonlight
        }
        Text {   // the storyteller, and the clue once it is on the table
            objectName: "tableStoryteller"
            visible: view.inGame && Round.storytellerName !== ""
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
            text: Round.clueLine !== "" ? qsTr("%1 told %2").arg(Round.storytellerName).arg(Round.clueLine)
                                        : qsTr("The storyteller") + ": " + Round.storytellerName
            font.family: Theme.titleFont
            font.pixelSize: Round.clueLine !== "" ? view.sizes.fontHuge : view.sizes.fontTitle
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: view.sizes.fontBody
            color: Theme.gold
        }
        Text {   // who the table waits for
            objectName: "tableHeadline"
            visible: text !== ""
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: TableScreen.headline
            font.family: Theme.textFont
            font.pixelSize: view.sizes.fontBody
            color: Theme.paper
        }
        Grid {   // everyone at the table, the storyteller starred
            id: seats
            readonly property int cell: Math.round(view.sizes.fontBody * 4.2)
            visible: view.inGame
            anchors.horizontalCenter: parent.horizontalCenter
            columns: Math.max(1, Math.min(Round.players.count,
                                          Math.floor((view.width + spacing) / (cell + spacing))))
            spacing: view.sizes.gap
            Repeater {
                model: Round.players
                delegate: Column {
                    id: seat
                    required property string name
                    required property string colour
                    required property string symbol
                    required property bool isStoryteller
                    spacing: view.sizes.gapQuarter
                    width: seats.cell
                    Rabbit {
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: view.sizes.fontBody * 2.4
                        colour: seat.colour
                        symbol: seat.symbol
                        name: seat.name
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        elide: Text.ElideRight
                        text: seat.name + (seat.isStoryteller ? " ★" : "")
                        font.family: Theme.titleFont
                        font.pixelSize: view.sizes.fontSmall
                        color: seat.isStoryteller ? Theme.gold : Theme.paper
                    }
                }
            }
        }
    }
}
