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
    // the points (and the new totals) show once the cards have turned, not before
    readonly property bool pointsShown: board.settled
    // the window's pause button stands in the screen's top-right corner (App.qml)
    readonly property real pauseRoom: Theme.touch + Theme.gap

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
            RowLayout {
                Layout.fillWidth: true
                FittedText {   // a long clue wraps, then shrinks: never cut
                    objectName: "revealTitle"
                    Layout.fillWidth: true
                    text: Round.isParty ? qsTr("%1: what did the crowd choose?").arg(Round.clueLine)
                                        : qsTr("%1 told %2").arg(Round.storytellerName).arg(Round.clueLine)
                    fullSize: Theme.fontLarge
                    maxLines: 3
                    color: Theme.gold
                }
                Item { visible: Theme.portrait; implicitWidth: screen.pauseRoom; implicitHeight: Theme.touch }
            }
            ScoreLine {
                Layout.fillWidth: true
                settled: screen.pointsShown
            }
            BoardGrid {
                id: board
                Layout.fillWidth: true
                Layout.fillHeight: true
                mode: BoardGrid.Scored
            }
        }

        ColumnLayout {
            id: side
            // wide enough for its three buttons on one row at their own size, as long as the
            // board keeps half the screen; two rows when not
            readonly property real buttonsWidth: storyButton.implicitWidth + whyButton.implicitWidth
                                                 + nextButton.implicitWidth + 2 * buttons.columnSpacing
            readonly property bool oneRow: buttonsWidth + 2 * Theme.gap <= screen.width * (Theme.portrait ? 1 : 0.5)
                                           || !whyButton.visible
            Layout.fillHeight: !Theme.portrait
            Layout.fillWidth: Theme.portrait
            Layout.preferredWidth: Theme.portrait ? -1
                : Math.max(Theme.sidePanelWidth, screen.width * Theme.sidePanelShare,
                           Math.min(side.buttonsWidth + 2 * Theme.gap, screen.width * Theme.sidePanelShareMost))
            Layout.preferredHeight: Theme.portrait ? screen.height * Theme.sidePanelPortrait : -1
            spacing: Theme.gapSmall

            RowLayout {   // the panel's heading, on the night beside the pause button
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.portrait ? 0 : Theme.touch
                HeadingText {
                    Layout.fillWidth: true
                    text: screen.showWhy ? qsTr("Why they chose") : qsTr("Points this turn")
                    color: Theme.gold
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Item { visible: !Theme.portrait; implicitWidth: screen.pauseRoom }
            }

            Panel {
                id: panel
                Layout.fillWidth: true
                Layout.fillHeight: true

                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: Theme.gapSmall
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
                        // nothing of the points until the cards have turned
                        visible: !screen.showWhy && screen.pointsShown
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        // a big table on a small screen: shorter lines, closer, so that as many
                        // as can show at once; past that the list scrolls, its bar always shown
                        readonly property bool compact: count * Theme.resultLineTall > height
                        readonly property bool dense: count * (Theme.resultLineShort + Theme.gapMedium) > height
                        spacing: dense ? Theme.gapTiny : Theme.gapMedium
                        model: Round.results
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollBar.vertical: ScrollBar {
                            objectName: "resultsScrollBar"
                            readonly property bool alwaysShown: policy === ScrollBar.AlwaysOn
                            policy: results.contentHeight > results.height + 1
                                    ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                        }
                        delegate: ResultLine {
                            width: ListView.view.width
                            compact: results.compact
                            dense: results.dense
                            shown: screen.pointsShown
                        }
                    }
                    GridLayout {   // one row when the panel has the room, else two
                        id: buttons
                        Layout.fillWidth: true
                        columns: side.oneRow ? 3 : 2
                        columnSpacing: Theme.gapMedium
                        rowSpacing: Theme.gapSmall
                        BigButton {
                            id: storyButton
                            objectName: "storyButton"
                            Layout.fillWidth: true
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
                            visible: Round.reasons.length > 0
                            text: screen.showWhy ? qsTr("Points") : qsTr("Why?")
                            tone: "ink"
                            font.pixelSize: Theme.fontBody
                            Accessible.name: screen.showWhy ? qsTr("Show the points again")
                                                            : qsTr("Why the computer players chose as they did")
                            onActivated: screen.showWhy = !screen.showWhy
                        }
                        BigButton {
                            id: nextButton
                            objectName: "nextTurnButton"
                            Layout.fillWidth: true
                            Layout.columnSpan: side.oneRow || !whyButton.visible ? 1 : 2
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
}
