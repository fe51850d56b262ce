pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The end: the winner (or winners, on a tie) on the podium, every rabbit with its score.
FocusScope {
    id: screen
    objectName: "endScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap

        DisplayText {
            objectName: "winnersText"
            Layout.fillWidth: true
            text: Round.winnersText
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Grid {
                id: podiumGrid
                anchors.centerIn: parent
                // rows as even as can be: up to 8 abreast in landscape, 4 in portrait
                readonly property int count: Math.max(1, Round.standings.length)
                readonly property int perRow: Theme.portrait ? 4 : 8
                columns: Math.ceil(count / Math.ceil(count / perRow))
                columnSpacing: Theme.gapWide
                rowSpacing: Theme.gap
                horizontalItemAlignment: Grid.AlignHCenter
                verticalItemAlignment: Grid.AlignBottom
                Repeater {
                    model: Round.standings
                    delegate: Column {
                        id: podium
                        required property var modelData
                        readonly property bool isWinner: modelData.isWinner
                        spacing: Theme.gapTiny
                        width: Math.min(Theme.podiumWidth, (screen.width - 2 * Theme.margin) / (podiumGrid.columns + 0.6))
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("%1. %2: %3 points").arg(modelData.rank).arg(modelData.name).arg(modelData.score)
                                         + (isWinner ? ", " + qsTr("winner") : "")
                        Item {
                            width: parent.width
                            height: bunny.height
                            Rabbit {
                                id: bunny
                                anchors.horizontalCenter: parent.horizontalCenter
                                colour: podium.modelData.colour
                                symbol: podium.modelData.symbol
                                name: podium.modelData.name
                                width: podium.width * (podium.isWinner ? Theme.podiumWinnerRabbit : Theme.podiumRabbit)
                                SequentialAnimation on y {   // the winner's rabbit jumps
                                    running: podium.isWinner && !Theme.reducedMotion
                                    loops: Animation.Infinite
                                    NumberAnimation { to: -Theme.jumpHeight; duration: Theme.jumpMs; easing.type: Easing.OutQuad }
                                    NumberAnimation { to: 0; duration: Theme.jumpMs; easing.type: Easing.InQuad }
                                    PauseAnimation { duration: Theme.jumpRestMs }
                                }
                            }
                        }
                        Rectangle {   // the podium step, taller for better ranks
                            width: parent.width
                            height: podium.isWinner ? Theme.podiumTop
                                    : Math.max(Theme.podiumLowest, rankText.implicitHeight,   // the number always fits
                                               Theme.podiumStep - podium.modelData.rank * Theme.podiumStepDrop)
                            radius: Theme.radius * 0.5
                            color: podium.isWinner ? Theme.gold : Theme.paper
                            opacity: podium.isWinner ? 1 : Theme.podiumOpacity
                            HeadingText {
                                id: rankText
                                anchors.centerIn: parent
                                text: podium.modelData.rank
                                color: Theme.ink
                            }
                        }
                        NameText {
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            text: podium.modelData.name
                            color: podium.isWinner ? Theme.gold : Theme.paper
                            wrapMode: Text.WordWrap
                        }
                        BodyText {
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("%1 points").arg(podium.modelData.score)
                            color: Theme.moonlight
                        }
                    }
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap
            BigButton {
                objectName: "storyButton"
                text: qsTr("The story of the game")
                tone: "paper"
                onActivated: Navigator.showStory()
                KeyNavigation.right: albumButton
            }
            BigButton {
                id: albumButton
                objectName: "albumButton"
                text: qsTr("Save the album")
                tone: "paper"
                Accessible.name: qsTr("Save the album of this game: a PDF and pictures")
                onActivated: Album.open(-1)
                KeyNavigation.right: again
            }
            BigButton {
                id: again
                objectName: "playAgainButton"
                focus: true
                text: qsTr("New game")
                onActivated: Setup.newGame()
                KeyNavigation.right: home
            }
            BigButton {
                id: home
                objectName: "homeButton"
                text: qsTr("Home")
                tone: "ghost"
                onActivated: Navigator.quitToStart()
            }
        }
    }

    Loader {   // the album panel, created only while it is open
        anchors.fill: parent
        z: 100
        active: Album.panelOpen
        source: active ? Qt.resolvedUrl("../Album/AlbumPanel.qml") : ""
    }
}
