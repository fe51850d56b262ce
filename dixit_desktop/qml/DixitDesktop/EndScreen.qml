pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend

// The end: the winner (or winners, on a tie) on the podium, every rabbit with its score.
FocusScope {
    id: screen
    objectName: "endScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap

        Text {
            objectName: "winnersText"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: Table.winnersText
            font.family: Theme.titleFont
            font.weight: Font.DemiBold
            font.pixelSize: Theme.fontHuge
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontTitle
            color: Theme.gold
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Grid {
                id: podiumGrid
                anchors.centerIn: parent
                columns: Math.min(Table.standings.length, Theme.portrait ? 3 : 6)
                columnSpacing: Theme.gap * 1.5
                rowSpacing: Theme.gap
                horizontalItemAlignment: Grid.AlignHCenter
                verticalItemAlignment: Grid.AlignBottom
                Repeater {
                    model: Table.standings
                    delegate: Column {
                        id: podium
                        required property var modelData
                        readonly property bool isWinner: modelData.isWinner
                        spacing: Theme.px(4)
                        width: Math.min(Theme.px(200), (screen.width - 2 * Theme.margin) / (podiumGrid.columns + 0.6))
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
                                width: podium.isWinner ? podium.width * 0.9 : podium.width * 0.6
                                SequentialAnimation on y {   // the winner's rabbit jumps
                                    running: podium.isWinner && !Theme.reducedMotion
                                    loops: Animation.Infinite
                                    NumberAnimation { to: -Theme.px(28); duration: 320; easing.type: Easing.OutQuad }
                                    NumberAnimation { to: 0; duration: 320; easing.type: Easing.InQuad }
                                    PauseAnimation { duration: 500 }
                                }
                            }
                        }
                        Rectangle {   // the podium step, taller for better ranks
                            width: parent.width
                            height: Theme.px(podium.isWinner ? 70 : Math.max(24, 56 - podium.modelData.rank * 6))
                            radius: Theme.radius * 0.5
                            color: podium.isWinner ? Theme.gold : Theme.paper
                            opacity: podium.isWinner ? 1 : 0.85
                            Text {
                                anchors.centerIn: parent
                                text: podium.modelData.rank
                                font.family: Theme.titleFont
                                font.pixelSize: Theme.fontLarge
                                color: Theme.ink
                            }
                        }
                        Text {
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            text: podium.modelData.name
                            font.family: Theme.titleFont
                            font.pixelSize: Theme.fontBody
                            color: podium.isWinner ? Theme.gold : Theme.paper
                            wrapMode: Text.WordWrap
                        }
                        Text {
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("%1 points").arg(podium.modelData.score)
                            font.family: Theme.textFont
                            font.pixelSize: Theme.fontBody
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
                onActivated: Table.showStory()
                KeyNavigation.right: again
            }
            BigButton {
                id: again
                objectName: "playAgainButton"
                focus: true
                text: qsTr("New game")
                onActivated: Table.newGame()
                KeyNavigation.right: home
            }
            BigButton {
                id: home
                objectName: "homeButton"
                text: qsTr("Home")
                tone: "ghost"
                onActivated: Table.quitToStart()
            }
        }
    }
}
