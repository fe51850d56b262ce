pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend

FocusScope {
    id: screen
    objectName: "startScreen"

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.px(760))
        spacing: Theme.gap

        Row {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.px(6)
            Repeater {
                model: [["#E69F00", "circle"], ["#56B4E9", "square"], ["#009E73", "triangle"],
                        ["#F0E442", "diamond"], ["#CC79A7", "star"], ["#F4EFE6", "heart"]]
                delegate: Rabbit {
                    required property var modelData
                    required property int index
                    colour: modelData[0]
                    symbol: modelData[1]
                    width: Theme.px(72)
                    y: index % 2 === 0 ? 0 : -Theme.px(10)
                }
            }
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Dixit Desktop")
            font.family: Theme.titleFont
            font.weight: Font.DemiBold
            font.pixelSize: Theme.fontHuge
            color: Theme.gold
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("Tell a story with one picture. Pass the screen around the table.")
            font.family: Theme.textFont
            font.pixelSize: Theme.fontLarge
            color: Theme.paper
        }
        Item { Layout.preferredHeight: Theme.gap }
        BigButton {
            id: resume
            objectName: "resumeButton"
            visible: Table.canResume
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Theme.px(420)
            text: qsTr("Resume the game")
            focus: Table.canResume
            onActivated: Table.resumeGame()
            KeyNavigation.down: newGame
        }
        Text {
            visible: Table.canResume
            Layout.alignment: Qt.AlignHCenter
            text: Table.resumeText
            font.family: Theme.textFont
            font.pixelSize: Theme.fontSmall
            color: Theme.moonlight
        }
        BigButton {
            id: newGame
            objectName: "newGameButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Theme.px(420)
            text: qsTr("New game")
            tone: Table.canResume ? "paper" : "gold"
            focus: !Table.canResume
            onActivated: Table.newGame()
            KeyNavigation.down: settings
            KeyNavigation.up: resume
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap
            BigButton {
                id: settings
                objectName: "settingsButton"
                text: qsTr("Settings")
                tone: "ghost"
                onActivated: Table.openScreen("settings")
                KeyNavigation.right: history
                KeyNavigation.up: newGame
            }
            BigButton {
                id: history
                objectName: "historyButton"
                text: qsTr("Past games")
                tone: "ghost"
                onActivated: Table.openHistory()
                KeyNavigation.right: credits
                KeyNavigation.up: newGame
            }
            BigButton {
                id: credits
                objectName: "creditsButton"
                text: qsTr("Credits")
                tone: "ghost"
                onActivated: Table.openScreen("credits")
                KeyNavigation.up: newGame
            }
        }
    }
}
