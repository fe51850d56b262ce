pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table

// Everything is public now: votes drop onto the cards in the voters' colours, the
// storyteller's card is crowned, and every player's points come with their reasons.
FocusScope {
    id: screen
    objectName: "revealScreen"

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        columns: Theme.portrait ? 1 : 2
        columnSpacing: Theme.gap
        rowSpacing: Theme.gap

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gapSmall
            HeadingText {
                Layout.fillWidth: true
                text: Round.isParty ? qsTr("%1: what did the crowd choose?").arg(Round.clueLine)
                                    : qsTr("%1 told %2").arg(Round.storytellerName).arg(Round.clueLine)
                color: Theme.gold
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            BoardGrid {
                Layout.fillWidth: true
                Layout.fillHeight: true
                mode: BoardGrid.Scored
            }
        }

        Panel {
            Layout.fillHeight: !Theme.portrait
            Layout.fillWidth: Theme.portrait
            Layout.preferredWidth: Theme.portrait ? -1 : Math.max(Theme.sidePanelWidth, screen.width * 0.3)
            Layout.preferredHeight: Theme.portrait ? screen.height * 0.38 : -1

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gapSmall
                HeadingText {
                    text: qsTr("Points this turn")
                    color: Theme.ink
                }
                ListView {
                    id: results
                    objectName: "resultsList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.gapMedium
                    model: Round.results
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    delegate: ResultLine {
                        width: ListView.view.width
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.gapMedium
                    BigButton {
                        objectName: "storyButton"
                        text: qsTr("Story")
                        tone: "ink"
                        font.pixelSize: Theme.fontBody
                        Accessible.name: qsTr("The story of the game")
                        onActivated: Navigator.showStory()
                    }
                    BigButton {
                        objectName: "nextTurnButton"
                        Layout.fillWidth: true
                        focus: true
                        text: Round.winnersText !== "" ? qsTr("See who won") : qsTr("Next turn")
                        onActivated: Round.continueAfterReveal()
                    }
                }
            }
        }
    }
}
