pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend

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
            spacing: Theme.px(6)
            Text {
                Layout.fillWidth: true
                text: Table.isParty ? qsTr("“%1”: what did the crowd choose?").arg(Table.clue)
                                    : qsTr("%1 told “%2”").arg(Table.storytellerName).arg(Table.clue)
                font.family: Theme.titleFont
                font.pixelSize: Theme.fontLarge
                color: Theme.gold
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            BoardGrid {
                Layout.fillWidth: true
                Layout.fillHeight: true
                mode: "reveal"
            }
        }

        Panel {
            Layout.fillHeight: !Theme.portrait
            Layout.fillWidth: Theme.portrait
            Layout.preferredWidth: Theme.portrait ? -1 : Math.max(Theme.px(330), screen.width * 0.3)
            Layout.preferredHeight: Theme.portrait ? screen.height * 0.38 : -1

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.px(6)
                Text {
                    text: qsTr("Points this turn")
                    font.family: Theme.titleFont
                    font.pixelSize: Theme.fontLarge
                    color: Theme.ink
                }
                ListView {
                    id: results
                    objectName: "resultsList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.px(8)
                    model: Table.results
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    delegate: RowLayout {
                        id: line
                        required property int index
                        required property string name
                        required property string colour
                        required property string symbol
                        required property int points
                        required property var reasons
                        required property int total
                        required property bool isStoryteller
                        width: ListView.view.width
                        spacing: Theme.px(8)
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("%1 scores %2: %3. Total %4.").arg(name).arg(points)
                                         .arg(reasons.map(r => r.text).join("; ")).arg(total)
                        Rabbit {
                            Layout.alignment: Qt.AlignTop
                            colour: line.colour; symbol: line.symbol; name: line.name
                            implicitWidth: Theme.px(44)
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            Text {
                                Layout.fillWidth: true
                                text: line.name + (line.isStoryteller ? "  ★" : "")
                                font.family: Theme.titleFont
                                font.pixelSize: Theme.fontBody
                                color: Theme.ink
                                elide: Text.ElideRight
                            }
                            Repeater {
                                model: line.reasons
                                delegate: Text {
                                    required property var modelData
                                    Layout.fillWidth: true
                                    text: (modelData.points > 0 ? "+" + modelData.points + "  " : "") + modelData.text
                                    font.family: Theme.textFont
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.inkSoft
                                    wrapMode: Text.WordWrap
                                }
                            }
                        }
                        Rectangle {   // the floating "+3" badge
                            id: badge
                            Layout.alignment: Qt.AlignTop
                            Layout.preferredWidth: Theme.px(58); Layout.preferredHeight: Theme.px(40); radius: height / 2
                            color: line.points > 0 ? Theme.gold : Theme.paperShade
                            Text {
                                anchors.centerIn: parent
                                text: "+" + line.points
                                font.family: Theme.titleFont
                                font.pixelSize: Theme.fontLarge
                                color: Theme.ink
                            }
                            opacity: 0
                            Component.onCompleted: pop.start()
                            SequentialAnimation {
                                id: pop
                                PauseAnimation { duration: Theme.reducedMotion ? 0 : 500 + line.index * 120 }
                                NumberAnimation { target: badge; property: "opacity"; to: 1; duration: Theme.fadeMs }
                            }
                        }
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.px(8)
                    BigButton {
                        objectName: "storyButton"
                        text: qsTr("Story")
                        tone: "ink"
                        font.pixelSize: Theme.fontBody
                        onActivated: Table.showStory()
                    }
                    BigButton {
                        id: next
                        objectName: "nextTurnButton"
                        Layout.fillWidth: true
                        focus: true
                        text: Table.winnersText !== "" ? qsTr("See who won") : qsTr("Next turn")
                        onActivated: Table.continueAfterReveal()
                    }
                }
            }
        }
    }
}
