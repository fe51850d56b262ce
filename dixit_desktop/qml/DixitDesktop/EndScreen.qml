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

        Flow {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap * 1.5
            Repeater {
                model: Table.units
                delegate: Column {
                    id: podium
                    required property int index
                    required property string name
                    required property string colour
                    required property string symbol
                    required property int score
                    required property bool isWinner
                    spacing: Theme.px(4)
                    width: Math.min(Theme.px(190), (screen.width - 2 * Theme.margin) / 4.4)
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("%1: %2 points").arg(name).arg(score) + (isWinner ? ", " + qsTr("winner") : "")
                    Rabbit {
                        id: bunny
                        anchors.horizontalCenter: parent.horizontalCenter
                        colour: podium.colour; symbol: podium.symbol; name: podium.name
                        width: podium.isWinner ? parent.width * 0.8 : parent.width * 0.55
                        SequentialAnimation on y {   // the winner's rabbit jumps
                            running: podium.isWinner && !Theme.reducedMotion
                            loops: Animation.Infinite
                            NumberAnimation { to: -Theme.px(24); duration: 320; easing.type: Easing.OutQuad }
                            NumberAnimation { to: 0; duration: 320; easing.type: Easing.InQuad }
                            PauseAnimation { duration: 500 }
                        }
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: podium.name
                        font.family: Theme.titleFont
                        font.pixelSize: Theme.fontBody
                        color: podium.isWinner ? Theme.gold : Theme.paper
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("%1 points").arg(podium.score)
                        font.family: Theme.textFont
                        font.pixelSize: Theme.fontBody
                        color: Theme.moonlight
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
