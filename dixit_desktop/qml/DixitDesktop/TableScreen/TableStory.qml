pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// The story of the game while the device shows it: every finished turn, its clue, its board
// with who played each card (the storyteller's framed in gold). Finished turns only: public.
Item {
    id: view
    objectName: "tableStory"
    required property TableSizes sizes

    Text {
        id: heading
        anchors.top: parent.top
        width: parent.width
        horizontalAlignment: Text.AlignHCenter
        text: qsTr("The story of the game")
        font.family: Theme.titleFont
        font.pixelSize: view.sizes.fontTitle
        color: Theme.gold
    }
    ListView {   // in order, scrolled to the latest turns
        anchors.top: heading.bottom
        anchors.topMargin: view.sizes.gap
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        clip: true
        interactive: false
        spacing: view.sizes.gap
        model: History.story
        onCountChanged: positionViewAtEnd()
        Component.onCompleted: positionViewAtEnd()
        delegate: Column {
            id: turnRow
            required property int turn
            required property string storytellerName
            required property string clue
            required property var cards
            width: ListView.view.width
            spacing: view.sizes.gapThird
            readonly property real cardWidth: Math.min(view.sizes.fontBody * 3.2,
                                                       (width - (cards.length - 1) * view.sizes.gap / 2) / Math.max(1, cards.length))
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                text: qsTr("Turn %1 · %2: “%3”").arg(turnRow.turn).arg(turnRow.storytellerName).arg(turnRow.clue)
                font.family: Theme.titleFont
                font.pixelSize: view.sizes.fontBody
                color: Theme.paper
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: view.sizes.gap / 2
                Repeater {
                    model: turnRow.cards
                    delegate: Column {
                        id: played
                        required property var modelData
                        spacing: Theme.cardThumbGap
                        Card {
                            width: turnRow.cardWidth
                            height: width * Theme.cardAspect
                            cardId: played.modelData.cardId
                            frameColour: played.modelData.isStoryteller ? Theme.gold : played.modelData.ownerColour
                        }
                        Text {
                            width: turnRow.cardWidth
                            horizontalAlignment: Text.AlignHCenter
                            elide: Text.ElideRight
                            text: played.modelData.ownerName
                            font.family: Theme.titleFont
                            font.pixelSize: view.sizes.fontSmall * 0.8
                            color: played.modelData.isStoryteller ? Theme.gold : Theme.paper
                        }
                    }
                }
            }
        }
    }
}
