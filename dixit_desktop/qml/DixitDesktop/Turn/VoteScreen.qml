pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table
import DixitDesktop.Timers

// A voter's secret vote. Their own card is marked and cannot be chosen; with 7+ players in
// Odyssey a second vote is optional; the Party storyteller also places the red token. One tap
// on a card votes for it, and the button below is the one confirmation (the board stays in
// sight); the magnifier on a card shows it big.
FocusScope {
    id: screen
    objectName: "voteScreen"
    property bool placingRedToken: false
    property int zoomSlot: 0   // the card shown big (0: none), its picture and words
    property string zoomCard: ""
    property string zoomText: ""

    PlayerFrame { colour: Choice.viewerColour }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.gapMedium

        ScreenHeader {
            Layout.fillWidth: true
            titleName: "voteTitle"
            titleSize: Theme.fontLarge
            titleColour: Theme.paper
            title: Round.isParty ? qsTr("%1, which card fits %2 best?").arg(Choice.viewerName).arg(Round.clueLine)
                                 : qsTr("%1, which is %2's card?").arg(Choice.viewerName).arg(Round.storytellerName)
            subtitle: Round.isParty ? "" : qsTr("The clue: %1").arg(Round.clueLine)
            subtitleColour: Theme.gold
            playerColour: Choice.viewerColour
            playerSymbol: Choice.viewerSymbol
            playerName: Choice.viewerName
            clearOfPause: true

            // Party storyteller: switch between the vote and the red token
            BigButton {
                objectName: "voteModeButton"
                visible: Choice.needsRedToken
                text: qsTr("My vote")
                tone: screen.placingRedToken ? "ghost" : "gold"
                font.pixelSize: Theme.fontBody
                Accessible.checkable: true
                Accessible.checked: !screen.placingRedToken
                onActivated: screen.placingRedToken = false
            }
            BigButton {
                objectName: "redModeButton"
                visible: Choice.needsRedToken
                text: qsTr("Red token")
                tone: screen.placingRedToken ? "colour" : "ghost"
                toneColour: Theme.redToken
                toneInk: Theme.inkLight
                font.pixelSize: Theme.fontBody
                Accessible.checkable: true
                Accessible.checked: screen.placingRedToken
                onActivated: screen.placingRedToken = true
            }
        }

        BoardGrid {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            mode: BoardGrid.Voting
            focus: true
            onSlotTapped: (slot) => screen.placingRedToken ? Choice.setRedToken(slot) : Choice.toggleSlot(slot)
            onZoomRequested: (slot, cardId, text) => {
                screen.zoomCard = cardId
                screen.zoomText = text
                screen.zoomSlot = slot
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            SandTimer {   // gentle timers (Settings): only while one runs for this player
                Layout.preferredHeight: Theme.touch
                Layout.alignment: Qt.AlignVCenter
            }
            BodyText {
                objectName: "submitHint"
                Layout.fillWidth: true
                text: Choice.submitHint !== "" ? Choice.submitHint
                      : Choice.voteHint !== "" ? Choice.voteHint
                      : qsTr("Once confirmed it cannot be changed.")
                color: Theme.moonlight
                wrapMode: Text.WordWrap
            }
            BigButton {   // the one confirmation
                objectName: "submitButton"
                text: qsTr("Cast my %n vote(s)", "", Math.max(1, Choice.selectedCount))
                enabled: Choice.canSubmit
                onActivated: Choice.submit()
            }
        }
    }

    Loader {   // a card of the board shown big: "Choose this card" votes for it
        anchors.fill: parent
        z: 50
        active: screen.zoomSlot > 0
        onActiveChanged: if (!active) board.forceActiveFocus()
        sourceComponent: CardZoom {
            cardId: screen.zoomCard
            description: screen.zoomText
            clue: Round.clueLine
            chosen: screen.placingRedToken ? Choice.redSlot === screen.zoomSlot
                                           : Choice.selectedSlots.indexOf(screen.zoomSlot) >= 0
            onChoose: {
                if (screen.placingRedToken)
                    Choice.setRedToken(screen.zoomSlot)
                else
                    Choice.toggleSlot(screen.zoomSlot)
                screen.zoomSlot = 0
            }
            onClose: screen.zoomSlot = 0
        }
    }

    PressShield {}   // the hold that opened this screen lets go here without choosing a card
}
