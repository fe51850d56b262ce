pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The story of the game: every turn's storyteller, clue, board, who played what, who voted where.
FocusScope {
    objectName: "storyScreen"

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gap
        ScreenHeader {
            Layout.fillWidth: true
            title: qsTr("The story of the game")
            backText: qsTr("Back")
            onBack: Navigator.closeStory()
            BigButton {
                objectName: "albumButton"
                text: qsTr("Save the album")
                tone: "paper"
                font.pixelSize: Theme.fontBody
                Accessible.name: qsTr("Save the album of this game: a PDF and pictures")
                onActivated: Album.open(-1)
            }
        }
        ListView {
            objectName: "storyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.gap
            model: History.story
            ScrollBar.vertical: ScrollBar {}
            Keys.onUpPressed: flick(0, Theme.keyFlick)
            Keys.onDownPressed: flick(0, -Theme.keyFlick)
            delegate: Panel {
                id: turnRow
                required property int turn
                required property string storytellerName
                required property string storytellerPaperColour
                required property string clue
                required property var cards
                required property var lines
                required property var reasons
                width: ListView.view.width
                height: col.implicitHeight + 2 * Theme.gap
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Turn %1: %2 told %3").arg(turn).arg(storytellerName).arg(clue)
                ColumnLayout {
                    id: col
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: Theme.gapSmall
                    RowLayout {
                        spacing: Theme.gap
                        Rectangle {
                            Layout.preferredWidth: Theme.dotSize
                            Layout.preferredHeight: Theme.dotSize
                            radius: width / 2
                            color: turnRow.storytellerPaperColour
                            border.color: Theme.ink
                        }
                        HeadingText {
                            Layout.fillWidth: true
                            text: qsTr("Turn %1 · %2: “%3”").arg(turnRow.turn).arg(turnRow.storytellerName).arg(turnRow.clue)
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.gapMedium
                        Repeater {
                            model: turnRow.cards
                            delegate: Column {
                                id: played
                                required property var modelData
                                spacing: Theme.cardThumbGap
                                width: Theme.cardThumbWidth
                                Card {
                                    width: parent.width
                                    height: width * Theme.cardAspect
                                    cardId: played.modelData.cardId
                                    frameColour: played.modelData.isStoryteller ? Theme.gold : played.modelData.ownerPaperColour
                                }
                                Text {
                                    width: parent.width
                                    text: (played.modelData.isStoryteller ? "★ " : "") + played.modelData.slot + " · " + played.modelData.ownerName
                                    font.family: Theme.titleFont
                                    font.pixelSize: Theme.fontSmall
                                    color: Theme.ink
                                    elide: Text.ElideRight
                                }
                                CaptionText {
                                    width: parent.width
                                    visible: played.modelData.voters.length > 0 || played.modelData.redToken
                                    text: (played.modelData.redToken ? qsTr("red token") + " · " : "") + played.modelData.voters.join(", ")
                                    color: Theme.inkSoft
                                    wrapMode: Text.WordWrap
                                }
                            }
                        }
                    }
                    BodyText {
                        Layout.fillWidth: true
                        text: turnRow.lines.join("   ")
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                    CaptionText {   // why the computer players did what they did
                        objectName: "storyReasons"
                        Layout.fillWidth: true
                        visible: turnRow.reasons.length > 0
                        text: qsTr("Why?") + " " + turnRow.reasons.join(" · ")
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                }
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
