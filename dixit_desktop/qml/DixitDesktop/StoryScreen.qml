pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend

// The story of the game: every turn's storyteller, clue, board, who played what, who voted where.
FocusScope {
    id: screen
    objectName: "storyScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("The story of the game")
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
                onActivated: Table.closeStory()
            }
        }
        ListView {
            id: list
            objectName: "storyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.gap
            model: Table.history
            ScrollBar.vertical: ScrollBar {}
            Keys.onUpPressed: flick(0, 800)
            Keys.onDownPressed: flick(0, -800)
            delegate: Panel {
                id: turnRow
                required property int turn
                required property string storytellerName
                required property string storytellerColour
                required property string clue
                required property var cards
                required property var lines
                width: ListView.view.width
                height: col.implicitHeight + 2 * Theme.gap
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Turn %1: %2 told %3").arg(turn).arg(storytellerName).arg(clue)
                ColumnLayout {
                    id: col
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: Theme.px(6)
                    RowLayout {
                        spacing: Theme.gap
                        Rectangle { Layout.preferredWidth: Theme.px(16); Layout.preferredHeight: Theme.px(16); radius: width / 2; color: turnRow.storytellerColour; border.color: Theme.ink }
                        Text {
                            Layout.fillWidth: true
                            text: qsTr("Turn %1 · %2: “%3”").arg(turnRow.turn).arg(turnRow.storytellerName).arg(turnRow.clue)
                            font.family: Theme.titleFont
                            font.pixelSize: Theme.fontLarge
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.px(10)
                        Repeater {
                            model: turnRow.cards
                            delegate: Column {
                                id: played
                                required property var modelData
                                spacing: 2
                                width: Theme.px(104)
                                Card {
                                    width: parent.width
                                    height: width * 1.5
                                    cardId: played.modelData.cardId
                                    frameColour: played.modelData.isStoryteller ? Theme.gold : played.modelData.ownerColour
                                }
                                Text {
                                    width: parent.width
                                    text: (played.modelData.isStoryteller ? "★ " : "") + played.modelData.slot + " · " + played.modelData.ownerName
                                    font.family: Theme.titleFont
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.ink
                                    elide: Text.ElideRight
                                }
                                Text {
                                    width: parent.width
                                    visible: played.modelData.voters.length > 0 || played.modelData.redToken
                                    text: (played.modelData.redToken ? qsTr("red token") + " · " : "") + played.modelData.voters.join(", ")
                                    font.family: Theme.textFont
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.inkSoft
                                    wrapMode: Text.WordWrap
                                }
                            }
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        text: turnRow.lines.join("   ")
                        font.family: Theme.textFont
                        font.pixelSize: Theme.fontBody
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
