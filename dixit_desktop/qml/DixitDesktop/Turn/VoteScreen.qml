pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls
import DixitDesktop.Table
import DixitDesktop.Timers

// A voter's secret vote. Their own card is marked and cannot be chosen; with 7+ players in
// Odyssey a second vote is optional; the Party storyteller also places the red token.
FocusScope {
    id: screen
    objectName: "voteScreen"
    property bool placingRedToken: false

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
            subtitleWraps: false
            playerColour: Choice.viewerColour
            playerSymbol: Choice.viewerSymbol
            playerName: Choice.viewerName

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
                toneInk: "#ffffff"
                font.pixelSize: Theme.fontBody
                Accessible.checkable: true
                Accessible.checked: screen.placingRedToken
                onActivated: screen.placingRedToken = true
            }
        }

        BoardGrid {
            Layout.fillWidth: true
            Layout.fillHeight: true
            mode: BoardGrid.Voting
            focus: true
            onSlotTapped: (slot) => screen.placingRedToken ? Choice.setRedToken(slot) : Choice.toggleSlot(slot)
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            SandTimer {   // gentle timers (Settings): only while one runs for this player
                Layout.preferredHeight: Theme.touch
                Layout.alignment: Qt.AlignVCenter
            }
            BodyText {
                Layout.fillWidth: true
                text: Choice.submitHint !== "" ? Choice.submitHint
                      : Choice.voteHint
                color: Theme.moonlight
                wrapMode: Text.WordWrap
            }
            BigButton {
                id: submit
                objectName: "submitButton"
                text: Choice.selectedCount > 1 ? qsTr("Cast my votes") : qsTr("Cast my vote")
                enabled: Choice.canSubmit
                onActivated: Choice.requestSubmit()
            }
        }
    }

    Loader {
        anchors.fill: parent
        z: 100
        active: Choice.confirming
        onActiveChanged: if (!active && submit.visible) submit.forceActiveFocus()   // changed their mind
        sourceComponent: ConfirmDialog {
            question: Choice.selectedCount > 1 ? qsTr("Cast these two votes?") : qsTr("Cast this vote?")
            confirmText: qsTr("Yes, vote")
            accent: Choice.viewerColour
            onConfirmed: Choice.confirmSubmit()
            onCancelled: Choice.cancelSubmit()
        }
    }

    PressShield {}   // the hold that opened this screen lets go here without choosing a card
}
