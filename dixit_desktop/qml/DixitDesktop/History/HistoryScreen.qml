pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// Past games (open any one's story) and, per player, how their clues and guesses went. The
// list comes a page at a time ("Show more"); the statistics show what is counted so far while
// games finished by an older version are counted in the background.
FocusScope {
    objectName: "historyScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        ScreenHeader {
            Layout.fillWidth: true
            title: qsTr("Past games")
            backText: qsTr("Back")
            onBack: Navigator.back()
        }
        Panel {   // games left unfinished when another was started: they can be taken up again
            objectName: "leftGamesPanel"
            Layout.fillWidth: true
            visible: History.leftGames.count > 0
            implicitHeight: leftColumn.implicitHeight + 2 * Theme.gap
            ColumnLayout {
                id: leftColumn
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gapSmall
                HeadingText {
                    text: qsTr("Left unfinished")
                    color: Theme.ink
                }
                Repeater {
                    model: History.leftGames
                    delegate: RowLayout {
                        id: leftGame
                        required property int id
                        required property string date
                        required property string rulesName
                        required property string players
                        Layout.fillWidth: true
                        spacing: Theme.gap
                        BodyText {
                            Layout.fillWidth: true
                            text: leftGame.date + " · " + leftGame.rulesName + " · " + leftGame.players
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                        }
                        BigButton {
                            objectName: "takeUp_" + leftGame.id
                            tone: "paper"
                            font.pixelSize: Theme.fontBody
                            text: qsTr("Take it up again")
                            Accessible.name: qsTr("Take up again the game of %1 with %2").arg(leftGame.date).arg(leftGame.players)
                            onActivated: History.takeUp(leftGame.id)
                        }
                    }
                }
            }
        }
        BodyText {
            visible: History.pastGames.count === 0
            text: qsTr("No finished games yet. Play one, and its story will be kept here.")
        }
        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: History.pastGames.count > 0
            columns: Theme.portrait ? 1 : 2
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap

            ListView {
                id: games
                objectName: "pastGamesList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: Theme.gapMedium
                model: History.pastGames
                ScrollBar.vertical: ScrollBar {}
                footer: Item {   // the older games, a page at a time
                    width: ListView.view.width
                    height: History.morePast ? more.implicitHeight + Theme.gap : 0
                    visible: History.morePast
                    BigButton {
                        id: more
                        objectName: "morePastGames"
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        tone: "ghost"
                        font.pixelSize: Theme.fontBody
                        text: qsTr("Show older games")
                        Accessible.name: qsTr("Show older games: %1 of %n game(s) shown", "", History.pastTotal)
                                         .arg(History.pastGames.count)
                        onActivated: History.showMorePast()
                    }
                }
                delegate: AbstractButton {
                    id: pastGame
                    required property int id
                    required property string date
                    required property string rulesName
                    required property string scores
                    required property string winners
                    objectName: "pastGame" + id
                    width: ListView.view.width
                    height: Math.max(Theme.touch, col.implicitHeight + Theme.gap)
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("%1, %2: %3 won. Open its story.").arg(date).arg(rulesName).arg(winners)
                    onClicked: History.openPastGame(id)
                    Keys.onReturnPressed: clicked()
                    background: Rectangle { radius: Theme.radius; color: Theme.paper; border.color: pastGame.visualFocus ? Theme.gold : Theme.paperShade; border.width: Theme.lineWidthBold }
                    contentItem: ColumnLayout {
                        id: col
                        spacing: 0
                        NameText {
                            Layout.fillWidth: true
                            leftPadding: Theme.gap / 2
                            text: pastGame.date + " · " + pastGame.rulesName + " · " + qsTr("won by %1").arg(pastGame.winners)
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                        }
                        CaptionText {
                            Layout.fillWidth: true
                            leftPadding: Theme.gap / 2
                            text: pastGame.scores
                            color: Theme.inkSoft
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }

            Panel {
                Layout.fillWidth: true
                Layout.fillHeight: true
                ListView {
                    objectName: "statsList"
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    clip: true
                    spacing: Theme.gapMedium
                    model: History.stats
                    header: Column {
                        width: ListView.view.width
                        bottomPadding: Theme.gapSmall
                        HeadingText {
                            text: qsTr("Players")
                            color: Theme.ink
                        }
                        CaptionText {   // what is shown so far, while the rest is counted
                            objectName: "statsPending"
                            width: parent.width
                            visible: History.statsPending > 0
                            text: qsTr("Still counting %n older game(s)…", "", History.statsPending)
                            color: Theme.inkSoft
                            wrapMode: Text.WordWrap
                        }
                    }
                    delegate: PlayerStats {
                        width: ListView.view.width
                    }
                }
            }
        }
    }
}
