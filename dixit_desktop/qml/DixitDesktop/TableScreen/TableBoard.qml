pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table

// The board for the whole room. While the votes come in: the cards face up in their numbered
// slots, from the table screen's own public rows (never the voter's marks), and who is voting.
// At the reveal: owners, the storyteller's card, the votes in the voters' colours, and every
// player's points beside it.
Item {
    id: view
    objectName: "tableBoard"
    required property TableSizes sizes
    readonly property bool scored: TableScreen.show === TableScreen.REVEAL
    readonly property bool settled: cards.settled   // every card dealt and turned

    ColumnLayout {
        anchors.fill: parent
        spacing: view.sizes.gap

        Text {
            objectName: "tableClue"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
            text: view.scored || !Round.isParty ? qsTr("%1 told %2").arg(Round.storytellerName).arg(Round.clueLine)
                                                : Round.clueLine
            font.family: Theme.titleFont
            font.pixelSize: view.sizes.fontTitle
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: view.sizes.fontBody
            color: Theme.gold
        }
        Text {   // who is voting now (nothing at the reveal)
            objectName: "tableHeadline"
            Layout.fillWidth: true
            visible: !view.scored
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
            text: TableScreen.headline !== "" ? TableScreen.headline
                                              : qsTr("Which one is %1's?").arg(Round.storytellerName)
            font.family: Theme.textFont
            font.pixelSize: view.sizes.fontBody
            color: Theme.paper
        }
        ScoreLine {   // the running score, as on the device (the new totals once the cards turn)
            Layout.fillWidth: true
            fontSize: view.sizes.fontSmall
            settled: !view.scored || cards.settled
        }

        RowLayout {
            id: body
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: view.sizes.gapWide

            BoardGrid {
                id: cards
                Layout.fillWidth: true
                Layout.fillHeight: true
                cards: TableScreen.board
                labelSize: view.sizes.fontSmall
                tokenSize: view.sizes.fontBody * 1.5
                mode: view.scored ? BoardGrid.Scored : BoardGrid.Public
            }

            Column {   // the points of the turn
                id: points
                objectName: "tablePoints"
                visible: view.scored
                Layout.preferredWidth: Math.round(view.width * 0.27)
                Layout.alignment: Qt.AlignVCenter
                spacing: lineHeight * 0.18
                // every line fits, however many players
                readonly property real lineHeight: Math.min(view.sizes.fontBody * 2.2,
                                                            body.height / Math.max(1, Round.results.count) / 1.2)
                Repeater {
                    model: view.scored ? Round.results : null
                    delegate: Item {
                        id: line
                        required property string name
                        required property string colour
                        required property string symbol
                        required property int points
                        required property int total
                        required property bool isStoryteller
                        width: points.width
                        height: points.lineHeight
                        readonly property real size: Math.min(height * 0.62, view.sizes.fontBody * 1.1)
                        Rabbit {
                            id: bunny
                            anchors.verticalCenter: parent.verticalCenter
                            width: line.height * 0.9
                            colour: line.colour
                            symbol: line.symbol
                            name: line.name
                        }
                        Text {
                            anchors.left: bunny.right
                            anchors.leftMargin: view.sizes.gap / 2
                            anchors.right: badge.left
                            anchors.rightMargin: view.sizes.gap / 2
                            anchors.verticalCenter: parent.verticalCenter
                            elide: Text.ElideRight
                            text: line.name + (line.isStoryteller ? " ★" : "")
                            font.family: Theme.titleFont
                            font.pixelSize: line.size
                            color: Theme.paper
                        }
                        Rectangle {   // "+3", then the total
                            id: badge
                            anchors.right: totalText.left
                            anchors.rightMargin: view.sizes.gap / 2
                            anchors.verticalCenter: parent.verticalCenter
                            height: line.height * 0.8
                            width: height * 1.6
                            radius: height / 2
                            color: line.points > 0 ? Theme.gold : Theme.nightGlow
                            Text {
                                anchors.centerIn: parent
                                text: "+" + line.points
                                font.family: Theme.titleFont
                                font.pixelSize: line.size
                                color: line.points > 0 ? Theme.ink : Theme.paper
                            }
                        }
                        Text {
                            id: totalText
                            anchors.right: parent.right
                            anchors.verticalCenter: parent.verticalCenter
                            width: line.size * 1.6
                            horizontalAlignment: Text.AlignRight
                            text: line.total
                            font.family: Theme.titleFont
                            font.pixelSize: line.size
                            color: Theme.moonlight
                        }
                    }
                }
            }
        }
    }
}
