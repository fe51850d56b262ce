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
    property bool showWhy: false   // the computer players' reasons instead of the points

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
            id: panel
            // a short panel keeps its three buttons on one row, so every player's points
            // still show (with "Why?" on a row of its own, 1024x600 hid the twelfth line)
            readonly property bool oneRow: height < Theme.touch * 12
            Layout.fillHeight: !Theme.portrait
            Layout.fillWidth: Theme.portrait
            Layout.preferredWidth: Theme.portrait ? -1 : Math.max(Theme.sidePanelWidth, screen.width * 0.3)
            Layout.preferredHeight: Theme.portrait ? screen.height * 0.38 : -1

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gapSmall
                HeadingText {
                    text: screen.showWhy ? qsTr("Why they chose") : qsTr("Points this turn")
                    color: Theme.ink
                }
                ListView {   // why each computer player told, played or voted as it did
                    objectName: "reasonsList"
                    visible: screen.showWhy
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.gapMedium
                    model: Round.reasons
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    delegate: BodyText {
                        required property var modelData
                        width: ListView.view.width
                        text: modelData.text
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
                ListView {
                    id: results
                    objectName: "resultsList"
                    visible: !screen.showWhy
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.gapMedium
                    model: Round.results
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    delegate: ResultLine {
                        width: ListView.view.width
                        // a big table on a small screen: shorter lines, so that all show
                        compact: results.count * Theme.touch * 1.4 > results.height
                        dense: results.count * (Theme.touch * 0.85 + results.spacing) > results.height
                    }
                }
                GridLayout {   // with computer players' reasons to ask for: two rows, room allowing
                    id: buttons
                    readonly property bool twoRows: whyButton.visible && !panel.oneRow
                    Layout.fillWidth: true
                    columns: twoRows ? 2 : 3
                    columnSpacing: Theme.gapMedium
                    rowSpacing: Theme.gapSmall
                    BigButton {
                        objectName: "storyButton"
                        // one row of three: Story and Why? a quarter each, Next turn half
                        Layout.fillWidth: buttons.twoRows || whyButton.visible
                        Layout.preferredWidth: whyButton.visible && !buttons.twoRows ? Theme.touch : -1
                        Layout.horizontalStretchFactor: 1
                        text: qsTr("Story")
                        tone: "ink"
                        font.pixelSize: Theme.fontBody
                        Accessible.name: qsTr("The story of the game")
                        onActivated: Navigator.showStory()
                    }
                    BigButton {
                        id: whyButton
                        objectName: "whyButton"
                        Layout.fillWidth: true
                        Layout.preferredWidth: buttons.twoRows ? -1 : Theme.touch
                        Layout.horizontalStretchFactor: 1
                        visible: Round.reasons.length > 0
                        text: screen.showWhy ? qsTr("Points") : qsTr("Why?")
                        tone: "ink"
                        font.pixelSize: Theme.fontBody
                        Accessible.name: screen.showWhy ? qsTr("Show the points again")
                                                        : qsTr("Why the computer players chose as they did")
                        onActivated: screen.showWhy = !screen.showWhy
                    }
                    BigButton {
                        objectName: "nextTurnButton"
                        Layout.fillWidth: true
                        Layout.columnSpan: buttons.twoRows ? 2 : 1
                        Layout.preferredWidth: whyButton.visible && !buttons.twoRows ? 2 * Theme.touch : -1
                        Layout.horizontalStretchFactor: 2
                        focus: true
                        text: Round.winnersText !== "" ? qsTr("See who won") : qsTr("Next turn")
                        onActivated: Round.continueAfterReveal()
                    }
                }
            }
        }
    }
}
