pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend

// Past games (open any one's story) and, per player, how their clues and guesses went.
FocusScope {
    id: screen
    objectName: "historyScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("Past games")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontTitle
                color: Theme.gold
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            BigButton {
                objectName: "backButton"
                text: qsTr("Back")
                tone: "paper"
                focus: true
                onActivated: Table.back()
            }
        }
        Text {
            visible: Table.pastGames.count === 0
            text: qsTr("No finished games yet. Play one, and its story will be kept here.")
            font.family: Theme.textFont
            font.pixelSize: Theme.fontBody
            color: Theme.paper
        }
        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: Table.pastGames.count > 0
            columns: Theme.portrait ? 1 : 2
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap

            ListView {
                id: games
                objectName: "pastGamesList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: Theme.px(8)
                model: Table.pastGames
                ScrollBar.vertical: ScrollBar {}
                delegate: AbstractButton {
                    id: pastGame
                    required property int id
                    required property string date
                    required property string rulesName
                    required property string scores
                    required property string winners
                    objectName: "pastGame" + id
                    width: ListView.view.width
                    height: col.implicitHeight + Theme.gap
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("%1, %2: %3 won. Open its story.").arg(date).arg(rulesName).arg(winners)
                    onClicked: Table.openPastGame(id)
                    Keys.onReturnPressed: clicked()
                    background: Rectangle { radius: Theme.radius; color: Theme.paper; border.color: pastGame.visualFocus ? Theme.gold : Theme.paperShade; border.width: 3 }
                    contentItem: ColumnLayout {
                        id: col
                        spacing: 0
                        Text {
                            Layout.fillWidth: true
                            leftPadding: Theme.gap / 2
                            text: pastGame.date + " · " + pastGame.rulesName + " · " + qsTr("won by %1").arg(pastGame.winners)
                            font.family: Theme.titleFont
                            font.pixelSize: Theme.fontBody
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                        }
                        Text {
                            Layout.fillWidth: true
                            leftPadding: Theme.gap / 2
                            text: pastGame.scores
                            font.family: Theme.textFont
                            font.pixelSize: Theme.fontSmall
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
                    id: stats
                    objectName: "statsList"
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    clip: true
                    spacing: Theme.px(10)
                    model: Table.stats
                    header: Text {
                        text: qsTr("Players")
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fontLarge
                        color: Theme.ink
                        bottomPadding: Theme.px(6)
                    }
                    delegate: ColumnLayout {
                        id: player
                        required property string name
                        required property int games
                        required property int wins
                        required property int told
                        required property int toldScored
                        required property int guesses
                        required property int found
                        width: ListView.view.width
                        spacing: Theme.px(2)
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("%1: %2 wins in %3 games; clues scored %4 of %5 times; found the card %6 of %7 times")
                                         .arg(name).arg(wins).arg(games).arg(toldScored).arg(told).arg(found).arg(guesses)
                        Text {
                            text: qsTr("%1 · %2 of %3 games won").arg(player.name).arg(player.wins).arg(player.games)
                            font.family: Theme.titleFont
                            font.pixelSize: Theme.fontBody
                            color: Theme.ink
                        }
                        Repeater {   // small bar charts: clues that scored, cards found
                            model: [
                                [qsTr("Clues that scored"), player.toldScored, player.told],
                                [qsTr("Storyteller's card found"), player.found, player.guesses]
                            ]
                            delegate: RowLayout {
                                id: bar
                                required property var modelData
                                Layout.fillWidth: true
                                spacing: Theme.px(6)
                                Text {
                                    Layout.preferredWidth: Theme.px(230)
                                    text: bar.modelData[0]
                                    font.family: Theme.textFont
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.inkSoft
                                    elide: Text.ElideRight
                                }
                                Rectangle {
                                    Layout.fillWidth: true
                                    Layout.preferredHeight: Theme.px(16)
                                    radius: height / 2
                                    color: Theme.paperShade
                                    Rectangle {
                                        width: bar.modelData[2] > 0 ? parent.width * bar.modelData[1] / bar.modelData[2] : 0
                                        height: parent.height
                                        radius: height / 2
                                        color: Theme.good
                                    }
                                }
                                Text {
                                    Layout.preferredWidth: Theme.px(64)
                                    text: bar.modelData[1] + "/" + bar.modelData[2]
                                    font.family: Theme.textFont
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.ink
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
